<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
    <context>
        <name>engine</name>
        <message>
            <source>Score a non-blue top card with a demand effect.</source>
            <translation>Puntúa una carta superior no azul con un efecto de exigencia.</translation>
        </message>
        <message>
            <source>Give your highest top card with a castle to {player}'s hand.</source>
            <translation>Da tu carta superior con castillo más alta a la mano de {player}.</translation>
        </message>
        <message>
            <source>Return a purple card from your hand.</source>
            <translation>Devuelve una carta morada de tu mano.</translation>
        </message>
        <message>
            <source>Choose the type of card to draw.</source>
            <translation>Elige el tipo de carta que vas a robar.</translation>
        </message>
        <message>
            <source>Return one of the three cards drawn.</source>
            <translation>Devuelve una de las tres cartas robadas.</translation>
        </message>
        <message>
            <source>Score one of the cards drawn.</source>
            <translation>Puntúa una de las cartas robadas.</translation>
        </message>
        <message>
            <source>Score a card from your hand.</source>
            <translation>Puntúa una carta de tu mano.</translation>
        </message>
        <message>
            <source>Claim an achievement you are eligible for.</source>
            <translation>Reclama un logro para el que cumplas los requisitos.</translation>
        </message>
        <message>
            <source>Return a card from your score pile.</source>
            <translation>Devuelve una carta de tu pila de puntuación.</translation>
        </message>
        <message>
            <source>Give an achievement of value {age} to {player}.</source>
            <translation>Da un logro de valor {age} a {player}.</translation>
        </message>
        <message>
            <source>Reveal three cards from your hand.</source>
            <translation>Revela tres cartas de tu mano.</translation>
        </message>
        <message>
            <source>Score two of the revealed cards.</source>
            <translation>Puntúa dos de las cartas reveladas.</translation>
        </message>
        <message>
            <source>Choose a color: every player reveals their cards of it.</source>
            <translation>Elige un color: cada jugador revela las cartas de ese color de su mano.</translation>
        </message>
        <message>
            <source>Return a card from your hand.</source>
            <translation>Devuelve una carta de tu mano.</translation>
        </message>
        <message>
            <source>Choose a color.</source>
            <translation>Elige un color.</translation>
        </message>
        <message>
            <source>Meld a {color} card from your hand.</source>
            <translation>Funde una carta de color {color} de tu mano.</translation>
        </message>
        <message>
            <source>Meld a card from your hand.</source>
            <translation>Funde una carta de tu mano.</translation>
        </message>
        <message>
            <source>Return {n} card(s) from your hand (keep {keep}).</source>
            <translation>Devuelve {n} carta(s) de tu mano (te quedas {keep}).</translation>
        </message>
        <message>
            <source>Return {n} card(s) from your score pile (keep {keep}).</source>
            <translation>Devuelve {n} carta(s) de tu pila de puntuación (te quedas {keep}).</translation>
        </message>
        <message>
            <source>{player} removes every top card and every card in hand from the game.</source>
            <translation>{player} retira de la partida todas las cartas superiores y todas las cartas de las manos.</translation>
        </message>
        <message>
            <source>Draw and tuck a 1?</source>
            <translation>¿Robas y archivas un 1?</translation>
        </message>
        <message>
            <source>Meld the highest card in your hand.</source>
            <translation>Funde la carta más alta de tu mano.</translation>
        </message>
        <message>
            <source>Score your bottom yellow card?</source>
            <translation>¿Puntúas tu carta inferior amarilla?</translation>
        </message>
        <message>
            <source>Meld a card of this color from your score pile.</source>
            <translation>Funde una carta de este color de tu pila de puntuación.</translation>
        </message>
        <message>
            <source>Choose the type of the two 2s to draw.</source>
            <translation>Elige de qué tipo son los dos 2 que vas a robar.</translation>
        </message>
        <message>
            <source>Meld one of the two cards drawn (the other goes to an opponent's board).</source>
            <translation>Funde una de las dos cartas robadas (la otra va al tablero de un oponente).</translation>
        </message>
        <message>
            <source>Choose the opponent whose board gets {card}.</source>
            <translation>Elige el oponente a cuyo tablero va {card}.</translation>
        </message>
        <message>
            <source>Move a non-red top card with a castle to {player}'s board.</source>
            <translation>Pasa una carta superior no roja con castillo al tablero de {player}.</translation>
        </message>
        <message>
            <source>Move a top Artifact to {player}'s board.</source>
            <translation>Pasa un Artefacto superior al tablero de {player}.</translation>
        </message>
        <message>
            <source>Meld a card from your hand (the first of two).</source>
            <translation>Funde una carta de tu mano (la primera de dos).</translation>
        </message>
        <message>
            <source>Meld a second card from your hand.</source>
            <translation>Funde una segunda carta de tu mano.</translation>
        </message>
        <message>
            <source>Return a top card with no castle.</source>
            <translation>Devuelve una carta superior sin castillo.</translation>
        </message>
        <message>
            <source>Score a card with no castle from your hand.</source>
            <translation>Puntúa una carta sin castillo de tu mano.</translation>
        </message>
        <message>
            <source>Choose a top purple card whose effects you carry out.</source>
            <translation>Elige una carta superior morada cuyos efectos vas a ejecutar.</translation>
        </message>
        <message>
            <source>Choose a pile (by its top card) on any board to splay left.</source>
            <translation>Elige una pila (por su carta superior) de cualquier tablero para desplegarla a la izquierda.</translation>
        </message>
        <message>
            <source>Tuck a card from your hand.</source>
            <translation>Archiva una carta de tu mano.</translation>
        </message>
        <message>
            <source>Choose a splayed pile (by its top card) whose top card you carry out.</source>
            <translation>Elige una pila desplegada (por su carta superior) cuya carta superior vas a ejecutar.</translation>
        </message>
        <message>
            <source>Move a top card higher than {player}'s of its color to {player}'s board.</source>
            <translation>Pasa al tablero de {player} una carta superior más alta que la de {player} de su color.</translation>
        </message>
        <message>
            <source>Choose a top card: its whole pile goes to {player}'s score pile.</source>
            <translation>Elige una carta superior: toda su pila va a la pila de puntuación de {player}.</translation>
        </message>
        <message>
            <source>Score {n} card(s) from your hand.</source>
            <translation>Puntúa {n} carta(s) de tu mano.</translation>
        </message>
        <message>
            <source>Choose a card of {player}'s hand to put on your board.</source>
            <translation>Elige una carta de la mano de {player} para ponerla en tu tablero.</translation>
        </message>
        <message>
            <source>Return a card of that color from your score pile.</source>
            <translation>Devuelve una carta de ese color de tu pila de puntuación.</translation>
        </message>
        <message>
            <source>Move {n} card(s) from your score pile to {player}'s.</source>
            <translation>Pasa {n} carta(s) de tu pila de puntuación a la de {player}.</translation>
        </message>
        <message>
            <source>Choose a value other than 5.</source>
            <translation>Elige un valor distinto de 5.</translation>
        </message>
        <message>
            <source>Move a top card of value {age} to {player}'s board.</source>
            <translation>Pasa una carta superior de valor {age} al tablero de {player}.</translation>
        </message>
        <message>
            <source>Meld a blue card from your hand.</source>
            <translation>Funde una carta azul de tu mano.</translation>
        </message>
        <message>
            <source>Score a top card with a crown.</source>
            <translation>Puntúa una carta superior con corona.</translation>
        </message>
        <message>
            <source>Choose a number of cards.</source>
            <translation>Elige un número de cartas.</translation>
        </message>
        <message>
            <source>Reveal a drawn card that shares an icon with the returned one.</source>
            <translation>Revela una carta robada que tenga un icono en común con la devuelta.</translation>
        </message>
        <message>
            <source>Return the lowest card in your hand.</source>
            <translation>Devuelve la carta más baja de tu mano.</translation>
        </message>
        <message>
            <source>Return your lowest top card.</source>
            <translation>Devuelve tu carta superior más baja.</translation>
        </message>
        <message>
            <source>Choose a color whose pile goes to {player}'s board.</source>
            <translation>Elige un color cuya pila va al tablero de {player}.</translation>
        </message>
        <message>
            <source>Choose a color: you score its whole pile.</source>
            <translation>Elige un color: puntúas toda su pila.</translation>
        </message>
        <message>
            <source>Meld a card from your score pile.</source>
            <translation>Funde una carta de tu pila de puntuación.</translation>
        </message>
        <message>
            <source>Choose a top card of another player to carry out.</source>
            <translation>Elige una carta superior de otro jugador para ejecutarla.</translation>
        </message>
        <message>
            <source>Choose a value to draw and look at.</source>
            <translation>Elige un valor para robar una carta y mirarla.</translation>
        </message>
        <message>
            <source>You may choose another top card of yours to carry out.</source>
            <translation>Puedes elegir otra de tus cartas superiores para ejecutarla.</translation>
        </message>
        <message>
            <source>Return one of your top cards.</source>
            <translation>Devuelve una de tus cartas superiores.</translation>
        </message>
        <message>
            <source>Reveal a card from your hand.</source>
            <translation>Revela una carta de tu mano.</translation>
        </message>
        <message>
            <source>Give the highest card in your hand to {player}.</source>
            <translation>Da la carta más alta de tu mano a {player}.</translation>
        </message>
        <message>
            <source>Give the highest card of your score pile to {player}.</source>
            <translation>Da la carta más alta de tu pila de puntuación a {player}.</translation>
        </message>
        <message>
            <source>Give your highest top card with a factory to {player}.</source>
            <translation>Da tu carta superior con fábrica más alta a {player}.</translation>
        </message>
        <message>
            <source>Choose three colors.</source>
            <translation>Elige tres colores.</translation>
        </message>
        <message>
            <source>Give a card of value {age} from your score pile to {player}.</source>
            <translation>Da una carta de valor {age} de tu pila de puntuación a {player}.</translation>
        </message>
        <message>
            <source>Return a card of value {age} from your score pile.</source>
            <translation>Devuelve una carta de valor {age} de tu pila de puntuación.</translation>
        </message>
        <message>
            <source>Choose a color with your highest top card: its bottom card is melded.</source>
            <translation>Elige un color con tu carta superior más alta: se funde su carta inferior.</translation>
        </message>
        <message>
            <source>Reveal and return two cards from your hand.</source>
            <translation>Revela y devuelve dos cartas de tu mano.</translation>
        </message>
        <message>
            <source>Choose a value.</source>
            <translation>Elige un valor.</translation>
        </message>
        <message>
            <source>Meld the highest card of your score pile.</source>
            <translation>Funde la carta más alta de tu pila de puntuación.</translation>
        </message>
        <message>
            <source>Choose the card to put on your board.</source>
            <translation>Elige la carta que pones en tu tablero.</translation>
        </message>
        <message>
            <source>Choose the card to put on {player}'s board.</source>
            <translation>Elige la carta que pones en el tablero de {player}.</translation>
        </message>
        <message>
            <source>Choose a top card (the first of two of the same value).</source>
            <translation>Elige una carta superior (la primera de dos del mismo valor).</translation>
        </message>
        <message>
            <source>Choose a second top card of the same value.</source>
            <translation>Elige una segunda carta superior del mismo valor.</translation>
        </message>
        <message>
            <source>Meld an 8 from your hand.</source>
            <translation>Funde un 8 de tu mano.</translation>
        </message>
        <message>
            <source>Return one of your achievements.</source>
            <translation>Devuelve uno de tus logros.</translation>
        </message>
        <message>
            <source>Return a top card of value {age}.</source>
            <translation>Devuelve una carta superior de valor {age}.</translation>
        </message>
        <message>
            <source>Move a non-yellow top card with a clock to {player}'s board.</source>
            <translation>Pasa una carta superior no amarilla con reloj al tablero de {player}.</translation>
        </message>
        <message>
            <source>Give a 9 from your hand to {player}.</source>
            <translation>Da un 9 de tu mano a {player}.</translation>
        </message>
        <message>
            <source>Give a 9 from your score pile to {player}.</source>
            <translation>Da un 9 de tu pila de puntuación a {player}.</translation>
        </message>
        <message>
            <source>Choose two colors to splay up.</source>
            <translation>Elige dos colores para desplegarlos hacia arriba.</translation>
        </message>
        <message>
            <source>{player} removes {card} from the game.</source>
            <translation>{player} retira {card} de la partida.</translation>
        </message>
        <message>
            <source>You may score a card from your hand.</source>
            <translation>Puedes puntuar una carta de tu mano.</translation>
        </message>
        <message>
            <source>You may take a card of your score pile into your hand.</source>
            <translation>Puedes tomar una carta de tu pila de puntuación y ponerla en tu mano.</translation>
        </message>
        <message>
            <source>a base card</source>
            <translation>una carta base</translation>
        </message>
        <message>
            <source>an Artifact</source>
            <translation>un Artefacto</translation>
        </message>
        <message>
            <source>an Echoes card</source>
            <translation>una carta de Ecos</translation>
        </message>
        <message>
            <source>a city</source>
            <translation>una ciudad</translation>
        </message>
        <message>
            <source>Choose a card type.</source>
            <translation>Elige un tipo de carta.</translation>
        </message>
        <message>
            <source>the {age} achievement</source>
            <translation>el logro {age}</translation>
        </message>
        <message>
            <source>{special}</source>
            <translation>{special}</translation>
        </message>
        <message>
            <source>Choose the value of the achievement to claim.</source>
            <translation>Elige el valor del logro que reclamas.</translation>
        </message>
        <message>
            <source>Choose the achievement to claim.</source>
            <translation>Elige el logro que reclamas.</translation>
        </message>
        <message>
            <source>You may reveal a card whose icons match one of your top cards.</source>
            <translation>Puedes revelar una carta cuyos iconos coincidan con los de una de tus cartas superiores.</translation>
        </message>
        <message>
            <source>You may return any number of cards from your score pile.</source>
            <translation>Puedes devolver cualquier número de cartas de tu pila de puntuación.</translation>
        </message>
    </context>
</TS>
