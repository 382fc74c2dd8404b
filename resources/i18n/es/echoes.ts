<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
    <context>
        <name>engine</name>
        <message>
            <source>Move a top card to {player}'s board.</source>
            <translation>Pasa una carta superior al tablero de {player}.</translation>
        </message>
        <message>
            <source>Tuck a red card from your hand.</source>
            <translation>Archiva una carta roja de tu mano.</translation>
        </message>
        <message>
            <source>Give {player} a card with a castle from your hand.</source>
            <translation>Da a {player} una carta con castillo de tu mano.</translation>
        </message>
        <message>
            <source>Score one of your bottom cards.</source>
            <translation>Puntúa una de tus cartas inferiores.</translation>
        </message>
        <message>
            <source>Choose a color.</source>
            <translation>Elige un color.</translation>
        </message>
        <message>
            <source>Return up to three cards from your hand.</source>
            <translation>Devuelve hasta tres cartas de tu mano.</translation>
        </message>
        <message>
            <source>Return your highest top card.</source>
            <translation>Devuelve tu carta superior más alta.</translation>
        </message>
        <message>
            <source>You may meld a card from your hand.</source>
            <translation>Puedes fundir una carta de tu mano.</translation>
        </message>
        <message>
            <source>Return any number of cards from your hand.</source>
            <translation>Devuelve cualquier número de cartas de tu mano.</translation>
        </message>
        <message>
            <source>Tuck any number of {color} cards from your hand.</source>
            <translation>Archiva cualquier número de cartas {color} de tu mano.</translation>
        </message>
        <message>
            <source>You may score a card from your hand.</source>
            <translation>Puedes puntuar una carta de tu mano.</translation>
        </message>
        <message>
            <source>Return a card with a bonus from your hand.</source>
            <translation>Devuelve una carta con bonificación de tu mano.</translation>
        </message>
        <message>
            <source>For a returned card:</source>
            <translation>Por una carta devuelta:</translation>
        </message>
        <message>
            <source>Score {n} cards from your hand.</source>
            <translation>Puntúa {n} cartas de tu mano.</translation>
        </message>
        <message>
            <source>You may achieve a card from your hand.</source>
            <translation>Puedes conseguir una carta de tu mano.</translation>
        </message>
        <message>
            <source>draw and meld a 2</source>
            <translation>roba y funde un 2</translation>
        </message>
        <message>
            <source>draw and foreshadow a 3</source>
            <translation>roba y pronostica un 3</translation>
        </message>
        <message>
            <source>Claim the achievement of which value?</source>
            <translation>¿De qué valor es el logro que reclamas?</translation>
        </message>
        <message>
            <source>Draw and score a card of any value?</source>
            <translation>¿Robar y puntuar una carta de cualquier valor?</translation>
        </message>
        <message>
            <source>Take one of your bottom cards into your hand.</source>
            <translation>Toma en tu mano una de tus cartas inferiores.</translation>
        </message>
        <message>
            <source>Name an icon.</source>
            <translation>Nombra un icono.</translation>
        </message>
        <message>
            <source>Return four cards from your score pile.</source>
            <translation>Devuelve cuatro cartas de tu pila de puntuación.</translation>
        </message>
        <message>
            <source>Return a card from your score pile.</source>
            <translation>Devuelve una carta de tu pila de puntuación.</translation>
        </message>
        <message>
            <source>Tuck any number of cards with a clock.</source>
            <translation>Archiva cualquier número de cartas con reloj.</translation>
        </message>
        <message>
            <source>Choose the value of one of your bonuses.</source>
            <translation>Elige el valor de una de tus bonificaciones.</translation>
        </message>
        <message>
            <source>You may score bottom cards of which color?</source>
            <translation>¿De qué color puedes puntuar cartas inferiores?</translation>
        </message>
        <message>
            <source>{icon}</source>
            <translation>{icon}</translation>
        </message>
        <message>
            <source>Score one or two bottom cards?</source>
            <translation>¿Puntuar una o dos cartas inferiores?</translation>
        </message>
        <message>
            <source>Choose one.</source>
            <translation>Elige una opción.</translation>
        </message>
        <message>
            <source>Give a card with a bonus to {player}'s score pile.</source>
            <translation>Da una carta con bonificación a la pila de puntuación de {player}.</translation>
        </message>
        <message>
            <source>Choose a card from your hand to give away.</source>
            <translation>Elige una carta de tu mano para darla.</translation>
        </message>
        <message>
            <source>Onto whose board?</source>
            <translation>¿Al tablero de quién?</translation>
        </message>
        <message>
            <source>Score a card with a bonus from your hand.</source>
            <translation>Puntúa una carta con bonificación de tu mano.</translation>
        </message>
        <message>
            <source>Choose up to two cards from your hand.</source>
            <translation>Elige hasta dos cartas de tu mano.</translation>
        </message>
        <message>
            <source>Tuck every card of which value?</source>
            <translation>¿Archivar todas las cartas de qué valor?</translation>
        </message>
        <message>
            <source>Meld a card with a bonus from your hand.</source>
            <translation>Funde una carta con bonificación de tu mano.</translation>
        </message>
        <message>
            <source>draw a 3</source>
            <translation>roba un 3</translation>
        </message>
        <message>
            <source>draw and foreshadow a 4</source>
            <translation>roba y pronostica un 4</translation>
        </message>
        <message>
            <source>Meld or score {card}?</source>
            <translation>¿Fundir o puntuar {card}?</translation>
        </message>
        <message>
            <source>Tuck a card with a bonus from your hand.</source>
            <translation>Archiva una carta con bonificación de tu mano.</translation>
        </message>
        <message>
            <source>You may return a card to repeat the effect.</source>
            <translation>Puedes devolver una carta para repetir el efecto.</translation>
        </message>
        <message>
            <source>Tuck a {color} card from your hand.</source>
            <translation>Archiva una carta {color} de tu mano.</translation>
        </message>
        <message>
            <source>meld {card}</source>
            <translation>fundir {card}</translation>
        </message>
        <message>
            <source>score {card}</source>
            <translation>puntuar {card}</translation>
        </message>
        <message>
            <source>return three {age}s</source>
            <translation>devolver tres {age}</translation>
        </message>
        <message>
            <source>splay your {color} cards {splay}</source>
            <translation>desplegar tus cartas {color} {splay}</translation>
        </message>
        <message>
            <source>You may return a card with a bonus from your forecast.</source>
            <translation>Puedes devolver una carta con bonificación de tu pronóstico.</translation>
        </message>
        <message>
            <source>Return a card from your hand.</source>
            <translation>Devuelve una carta de tu mano.</translation>
        </message>
        <message>
            <source>You may return three cards of one value.</source>
            <translation>Puedes devolver tres cartas de un mismo valor.</translation>
        </message>
        <message>
            <source>Return three cards.</source>
            <translation>Devuelve tres cartas.</translation>
        </message>
        <message>
            <source>Give {player} two top cards with a castle.</source>
            <translation>Da a {player} dos cartas superiores con castillo.</translation>
        </message>
        <message>
            <source>Draw a 3 or a 4?</source>
            <translation>¿Robar un 3 o un 4?</translation>
        </message>
        <message>
            <source>Your top green card:</source>
            <translation>Tu carta superior verde:</translation>
        </message>
        <message>
            <source>Return two cards from your score pile.</source>
            <translation>Devuelve dos cartas de tu pila de puntuación.</translation>
        </message>
        <message>
            <source>Meld a card from your hand.</source>
            <translation>Funde una carta de tu mano.</translation>
        </message>
        <message>
            <source>Score a card of a splayed color from your hand.</source>
            <translation>Puntúa una carta de un color desplegado de tu mano.</translation>
        </message>
        <message>
            <source>You may splay:</source>
            <translation>Puedes desplegar:</translation>
        </message>
        <message>
            <source>Meld {card}?</source>
            <translation>¿Fundir {card}?</translation>
        </message>
        <message>
            <source>return {card}</source>
            <translation>devolver {card}</translation>
        </message>
        <message>
            <source>achieve {card}</source>
            <translation>conseguir {card}</translation>
        </message>
        <message>
            <source>do nothing</source>
            <translation>no hacer nada</translation>
        </message>
        <message>
            <source>You may put a forecast card back on its pile.</source>
            <translation>Puedes devolver una carta de tu pronóstico encima de su mazo.</translation>
        </message>
        <message>
            <source>Achieve a card from your forecast.</source>
            <translation>Consigue una carta de tu pronóstico.</translation>
        </message>
        <message>
            <source>Splay a color left on whose board?</source>
            <translation>¿En el tablero de quién despliegas un color a la izquierda?</translation>
        </message>
        <message>
            <source>Which color?</source>
            <translation>¿Qué color?</translation>
        </message>
        <message>
            <source>You may return cards of one color: which color?</source>
            <translation>Puedes devolver cartas de un color: ¿de qué color?</translation>
        </message>
        <message>
            <source>Return one, two or three {color} cards.</source>
            <translation>Devuelve una, dos o tres cartas {color}.</translation>
        </message>
        <message>
            <source>Splay which color {splay}?</source>
            <translation>¿Qué color despliegas {splay}?</translation>
        </message>
        <message>
            <source>Take a 5 from your forecast into your hand.</source>
            <translation>Toma en tu mano un 5 de tu pronóstico.</translation>
        </message>
        <message>
            <source>Choose a bonus on any board.</source>
            <translation>Elige una bonificación de cualquier tablero.</translation>
        </message>
        <message>
            <source>Foreshadow one of the drawn cards.</source>
            <translation>Pronostica una de las cartas robadas.</translation>
        </message>
        <message>
            <source>You may return a card from your hand.</source>
            <translation>Puedes devolver una carta de tu mano.</translation>
        </message>
        <message>
            <source>Return every card of your forecast?</source>
            <translation>¿Devolver todas las cartas de tu pronóstico?</translation>
        </message>
        <message>
            <source>{player} looks at {card} on top of the {age} pile.</source>
            <translation>{player} mira {card}, encima del mazo de {age}.</translation>
        </message>
        <message>
            <source>{player} looks at the top card of the {age} pile.</source>
            <translation>{player} mira la carta de arriba del mazo de {age}.</translation>
        </message>
        <message>
            <source>You may return one of your top cards.</source>
            <translation>Puedes devolver una de tus cartas superiores.</translation>
        </message>
        <message>
            <source>Choose a bonus value.</source>
            <translation>Elige un valor de bonificación.</translation>
        </message>
        <message>
            <source>Return a top card of value below 3.</source>
            <translation>Devuelve una carta superior de valor menor que 3.</translation>
        </message>
        <message>
            <source>Choose the 3, 4 or 5 pile.</source>
            <translation>Elige el mazo de 3, 4 o 5.</translation>
        </message>
        <message>
            <source>Score a top card without a factory.</source>
            <translation>Puntúa una carta superior sin fábrica.</translation>
        </message>
        <message>
            <source>Choose a value in a player's hand.</source>
            <translation>Elige un valor que haya en la mano de un jugador.</translation>
        </message>
        <message>
            <source>Return five cards from your score pile.</source>
            <translation>Devuelve cinco cartas de tu pila de puntuación.</translation>
        </message>
        <message>
            <source>Look at the top card of which pile?</source>
            <translation>¿Miras la carta de arriba de qué mazo?</translation>
        </message>
        <message>
            <source>Repeat the effect?</source>
            <translation>¿Repetir el efecto?</translation>
        </message>
        <message>
            <source>You may return a card from your forecast.</source>
            <translation>Puedes devolver una carta de tu pronóstico.</translation>
        </message>
        <message>
            <source>Meld a blue or yellow card from your hand.</source>
            <translation>Funde una carta azul o amarilla de tu mano.</translation>
        </message>
        <message>
            <source>Score your lowest top card.</source>
            <translation>Puntúa tu carta superior más baja.</translation>
        </message>
        <message>
            <source>You may return two cards of different values from your score pile: the first one.</source>
            <translation>Puedes devolver dos cartas de valores distintos de tu pila de puntuación: la primera.</translation>
        </message>
        <message>
            <source>The second card, of another value.</source>
            <translation>La segunda carta, de otro valor.</translation>
        </message>
        <message>
            <source>You may achieve another player's top card.</source>
            <translation>Puedes conseguir una carta superior de otro jugador.</translation>
        </message>
        <message>
            <source>Score an odd-valued card from your hand.</source>
            <translation>Puntúa una carta de valor impar de tu mano.</translation>
        </message>
        <message>
            <source>Score a {age} from your hand.</source>
            <translation>Puntúa un {age} de tu mano.</translation>
        </message>
        <message>
            <source>Give {player} two score cards.</source>
            <translation>Da a {player} dos cartas de tu pila de puntuación.</translation>
        </message>
        <message>
            <source>Meld a card from your forecast.</source>
            <translation>Funde una carta de tu pronóstico.</translation>
        </message>
        <message>
            <source>Take your highest top card into your hand.</source>
            <translation>Toma en tu mano tu carta superior más alta.</translation>
        </message>
        <message>
            <source>Score a top card without a bonus.</source>
            <translation>Puntúa una carta superior sin bonificación.</translation>
        </message>
        <message>
            <source>Foreshadow which one (the other is returned)?</source>
            <translation>¿Cuál pronosticas (la otra se devuelve)?</translation>
        </message>
        <message>
            <source>Choose a first value below 7.</source>
            <translation>Elige un primer valor menor que 7.</translation>
        </message>
        <message>
            <source>Choose a second value below 7.</source>
            <translation>Elige un segundo valor menor que 7.</translation>
        </message>
        <message>
            <source>Meld which one (the other is returned)?</source>
            <translation>¿Cuál fundes (la otra se devuelve)?</translation>
        </message>
        <message>
            <source>You may copy a splay: whose?</source>
            <translation>Puedes copiar un despliegue: ¿de quién?</translation>
        </message>
        <message>
            <source>Score your top or your bottom green card.</source>
            <translation>Puntúa tu carta superior o tu carta inferior verde.</translation>
        </message>
        <message>
            <source>Choose a value in your score pile.</source>
            <translation>Elige un valor de tu pila de puntuación.</translation>
        </message>
        <message>
            <source>Take the {age}s from where?</source>
            <translation>¿De dónde tomas los {age}?</translation>
        </message>
        <message>
            <source>Score a non-purple top card without a bonus.</source>
            <translation>Puntúa una carta superior no morada sin bonificación.</translation>
        </message>
        <message>
            <source>Choose the 6, 7, 8 or 9 pile.</source>
            <translation>Elige el mazo de 6, 7, 8 o 9.</translation>
        </message>
        <message>
            <source>from the other players' hands</source>
            <translation>de las manos de los demás jugadores</translation>
        </message>
        <message>
            <source>from the other players' score piles</source>
            <translation>de las pilas de puntuación de los demás jugadores</translation>
        </message>
        <message>
            <source>Meld one of the drawn cards (the others are returned).</source>
            <translation>Funde una de las cartas robadas (las demás se devuelven).</translation>
        </message>
        <message>
            <source>Meld a card with a leaf from your hand.</source>
            <translation>Funde una carta con hoja de tu mano.</translation>
        </message>
        <message>
            <source>Return your highest such card from your score pile.</source>
            <translation>Devuelve tu carta más alta de ese tipo de tu pila de puntuación.</translation>
        </message>
        <message>
            <source>Return a top card with a clock.</source>
            <translation>Devuelve una carta superior con reloj.</translation>
        </message>
        <message>
            <source>Choose an opponent.</source>
            <translation>Elige un oponente.</translation>
        </message>
        <message>
            <source>Move a {age} from their score pile to their board.</source>
            <translation>Pasa un {age} de su pila de puntuación a su tablero.</translation>
        </message>
        <message>
            <source>Achieve a {age} from their score pile.</source>
            <translation>Consigue un {age} de su pila de puntuación.</translation>
        </message>
        <message>
            <source>Return {n} cards from your score pile.</source>
            <translation>Devuelve {n} cartas de tu pila de puntuación.</translation>
        </message>
        <message>
            <source>You may take a non-green top card into your hand.</source>
            <translation>Puedes tomar en tu mano una carta superior no verde.</translation>
        </message>
        <message>
            <source>Carry out the effects of which card?</source>
            <translation>¿Ejecutas los efectos de qué carta?</translation>
        </message>
        <message>
            <source>Tuck one of your non-yellow top cards.</source>
            <translation>Archiva una de tus cartas superiores no amarillas.</translation>
        </message>
        <message>
            <source>Choose a value below 10.</source>
            <translation>Elige un valor menor que 10.</translation>
        </message>
        <message>
            <source>You may take a bottom card into your hand.</source>
            <translation>Puedes tomar en tu mano una carta inferior.</translation>
        </message>
        <message>
            <source>You may score one of your top cards.</source>
            <translation>Puedes puntuar una de tus cartas superiores.</translation>
        </message>
        <message>
            <source>Score two bottom non-blue cards.</source>
            <translation>Puntúa dos cartas inferiores no azules.</translation>
        </message>
        <message>
            <source>Move a top card to its owner's score pile.</source>
            <translation>Pasa una carta superior a la pila de puntuación de su dueño.</translation>
        </message>
        <message>
            <source>You may return a card sharing an icon with it to repeat.</source>
            <translation>Puedes devolver una carta que comparta un icono con ella para repetir.</translation>
        </message>
        <message>
            <source>Move the bottom card of the {age} pile to the achievements?</source>
            <translation>¿Pasar la carta de abajo del mazo de {age} a los logros?</translation>
        </message>
        <message>
            <source>Choose a value.</source>
            <translation>Elige un valor.</translation>
        </message>
        <message>
            <source>Choose a value (1-10).</source>
            <translation>Elige un valor (1-10).</translation>
        </message>
    </context>
</TS>
