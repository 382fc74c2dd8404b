<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
    <context>
        <name>effects</name>
        <message>
            <source>You may return up to three cards from your hand.</source>
            <translation>Puedes devolver hasta tres cartas de tu mano.</translation>
        </message>
        <message>
            <source>You may return exactly three cards from your hand (three or none).</source>
            <translation>Puedes devolver exactamente tres cartas de tu mano (tres o ninguna).</translation>
        </message>
        <message>
            <source>You may return a 3 from your hand.</source>
            <translation>Puedes devolver un 3 de tu mano.</translation>
        </message>
        <message>
            <source>Give the highest card in your hand to {player}.</source>
            <translation>Dale a {player} la carta más alta de tu mano.</translation>
        </message>
        <message>
            <source>Meld a card of a color you do not have on your board.</source>
            <translation>Funde una carta de un color que no tengas en tu tablero.</translation>
        </message>
        <message>
            <source>You may return a card from your hand.</source>
            <translation>Puedes devolver una carta de tu mano.</translation>
        </message>
        <message>
            <source>Meld the lowest card in your hand.</source>
            <translation>Funde la carta más baja de tu mano.</translation>
        </message>
        <message>
            <source>You may meld any number of cards with a castle.</source>
            <translation>Puedes fundir cualquier número de cartas con un castillo.</translation>
        </message>
        <message>
            <source>Give a top card with a castle to {player}'s board.</source>
            <translation>Pasa al tablero de {player} una carta superior con un castillo.</translation>
        </message>
        <message>
            <source>You may tuck a card of a color already on your board.</source>
            <translation>Puedes archivar una carta de un color que ya tengas en tu tablero.</translation>
        </message>
        <message>
            <source>Give a card with a crown to {player}'s score pile.</source>
            <translation>Pasa a la pila de puntuación de {player} una carta con una corona.</translation>
        </message>
        <message>
            <source>Take a top card with a leaf from an opponent's board into your score pile.</source>
            <translation>Toma del tablero de un oponente una carta superior con una hoja y ponla en tu pila de puntuación.</translation>
        </message>
        <message>
            <source>Return {n} card(s) from your score pile.</source>
            <translation>Devuelve {n} carta(s) de tu pila de puntuación.</translation>
        </message>
        <message>
            <source>Choose a top card whose effects you carry out.</source>
            <translation>Elige una carta superior cuyos efectos ejecutarás.</translation>
        </message>
        <message>
            <source>Return a top card with a leaf.</source>
            <translation>Devuelve una carta superior con una hoja.</translation>
        </message>
        <message>
            <source>Score your whole hand?</source>
            <translation>¿Puntuar toda tu mano?</translation>
        </message>
        <message>
            <source>Name an icon other than a leaf: {player} returns two top cards with it.</source>
            <translation>Nombra un icono que no sea la hoja: {player} devuelve dos cartas superiores que lo tengan.</translation>
        </message>
        <message>
            <source>Return two top cards with a {icon} from your board.</source>
            <translation>Devuelve dos cartas superiores con {icon} de tu tablero.</translation>
        </message>
        <message>
            <source>Return a top card from your board.</source>
            <translation>Devuelve una carta superior de tu tablero.</translation>
        </message>
        <message>
            <source>Choose the value of the two top cards to return.</source>
            <translation>Elige el valor de las dos cartas superiores que devolverás.</translation>
        </message>
        <message>
            <source>Return two top cards of value {age}.</source>
            <translation>Devuelve dos cartas superiores de valor {age}.</translation>
        </message>
        <message>
            <source>Name a value: {player} gives you every card of it from their score pile.</source>
            <translation>Nombra un valor: {player} te da todas las cartas de ese valor de su pila de puntuación.</translation>
        </message>
        <message>
            <source>Reveal the highest card of your score pile.</source>
            <translation>Revela la carta más alta de tu pila de puntuación.</translation>
        </message>
        <message>
            <source>Reveal a card from your hand: it is junked.</source>
            <translation>Revela una carta de tu mano: se descarta.</translation>
        </message>
        <message>
            <source>Score a top card of value {age}.</source>
            <translation>Puntúa una carta superior de valor {age}.</translation>
        </message>
        <message>
            <source>Choose the value for the next repetition.</source>
            <translation>Elige el valor de la siguiente repetición.</translation>
        </message>
        <message>
            <source>Give two cards from your hand to {player}.</source>
            <translation>Dale a {player} dos cartas de tu mano.</translation>
        </message>
        <message>
            <source>Meld one or two cards from your hand.</source>
            <translation>Funde una o dos cartas de tu mano.</translation>
        </message>
        <message>
            <source>You may give your top red card to another player, and take their top green card.</source>
            <translation>Puedes darle tu carta superior roja a otro jugador y quedarte con su carta superior verde.</translation>
        </message>
        <message>
            <source>You may return any number of cards from your hand.</source>
            <translation>Puedes devolver cualquier número de cartas de tu mano.</translation>
        </message>
        <message>
            <source>Give a 1 from your score pile to {player}.</source>
            <translation>Dale a {player} un 1 de tu pila de puntuación.</translation>
        </message>
        <message>
            <source>Give a top card of a color {player} does not have to their score pile.</source>
            <translation>Pasa a la pila de puntuación de {player} una carta superior de un color que no tenga en su tablero.</translation>
        </message>
        <message>
            <source>You may splay one color of your cards left.</source>
            <translation>Puedes desplegar a la izquierda las cartas de un color.</translation>
        </message>
        <message>
            <source>You may score a card from your hand.</source>
            <translation>Puedes puntuar una carta de tu mano.</translation>
        </message>
        <message>
            <source>Exchange the highest cards in your hand with the highest cards in your score pile?</source>
            <translation>¿Intercambiar las cartas más altas de tu mano con las cartas más altas de tu pila de puntuación?</translation>
        </message>
        <message>
            <source>Meld a card from your hand.</source>
            <translation>Funde una carta de tu mano.</translation>
        </message>
        <message>
            <source>Score a card from your hand.</source>
            <translation>Puntúa una carta de tu mano.</translation>
        </message>
        <message>
            <source>Meld all the cards in your score pile?</source>
            <translation>¿Fundir todas las cartas de tu pila de puntuación?</translation>
        </message>
        <message>
            <source>Choose an opponent with fewer points to receive a score card.</source>
            <translation>Elige un oponente con menos puntos para que reciba una carta de puntuación.</translation>
        </message>
        <message>
            <source>Give a card from your score pile to {player}.</source>
            <translation>Dale a {player} una carta de tu pila de puntuación.</translation>
        </message>
        <message>
            <source>Give a top non-green card with a leaf to {player}.</source>
            <translation>Dale a {player} una carta superior que no sea verde y tenga una hoja.</translation>
        </message>
        <message>
            <source>Take a top card without a leaf from {player}'s board.</source>
            <translation>Toma del tablero de {player} una carta superior sin hojas.</translation>
        </message>
        <message>
            <source>Score a card with a castle from your hand.</source>
            <translation>Puntúa una carta de tu mano con un castillo.</translation>
        </message>
        <message>
            <source>Choose the lowest card of your score pile to give to {player}.</source>
            <translation>Elige la carta más baja de tu pila de puntuación para dársela a {player}.</translation>
        </message>
        <message>
            <source>Choose the highest card of your score pile to give to {player}.</source>
            <translation>Elige la carta más alta de tu pila de puntuación para dársela a {player}.</translation>
        </message>
        <message>
            <source>You may return the highest card of your score pile.</source>
            <translation>Puedes devolver la carta más alta de tu pila de puntuación.</translation>
        </message>
        <message>
            <source>Give a card with a castle from your hand to {player}.</source>
            <translation>Dale a {player} una carta de tu mano con un castillo.</translation>
        </message>
        <message>
            <source>You may return a card from your score pile.</source>
            <translation>Puedes devolver una carta de tu pila de puntuación.</translation>
        </message>
        <message>
            <source>Give a top card with a castle to {player}'s score pile.</source>
            <translation>Pasa a la pila de puntuación de {player} una carta superior con un castillo.</translation>
        </message>
        <message>
            <source>Give a 2 or 3 from your score pile to {player}.</source>
            <translation>Dale a {player} un 2 o un 3 de tu pila de puntuación.</translation>
        </message>
        <message>
            <source>Return a card from your score pile.</source>
            <translation>Devuelve una carta de tu pila de puntuación.</translation>
        </message>
        <message>
            <source>Return a top card of value {age} from your board.</source>
            <translation>Devuelve de tu tablero una carta superior de valor {age}.</translation>
        </message>
        <message>
            <source>Score {n} card(s) from your hand.</source>
            <translation>Puntúa {n} carta(s) de tu mano.</translation>
        </message>
        <message>
            <source>Give a top non-purple card with a crown to {player}.</source>
            <translation>Dale a {player} una carta superior que no sea morada y tenga una corona.</translation>
        </message>
        <message>
            <source>You may tuck {n} card(s) from your hand (exactly {n}, or none).</source>
            <translation>Puedes archivar {n} carta(s) de tu mano (exactamente {n}, o ninguna).</translation>
        </message>
        <message>
            <source>You may splay right one color splayed left.</source>
            <translation>Puedes desplegar a la derecha un color desplegado a la izquierda.</translation>
        </message>
        <message>
            <source>You may score one of your top cards.</source>
            <translation>Puedes puntuar una de tus cartas superiores.</translation>
        </message>
        <message>
            <source>Give two cards of value 4 or less from your score pile to {player}.</source>
            <translation>Dale a {player} dos cartas de valor 4 o menos de tu pila de puntuación.</translation>
        </message>
        <message>
            <source>Score your lowest top card with a crown.</source>
            <translation>Puntúa tu carta superior más baja con una corona.</translation>
        </message>
        <message>
            <source>Give a top non-green card with a factory to {player}'s board.</source>
            <translation>Pasa al tablero de {player} una carta superior que no sea verde y tenga una fábrica.</translation>
        </message>
        <message>
            <source>You may reveal and return a card from your hand.</source>
            <translation>Puedes revelar y devolver una carta de tu mano.</translation>
        </message>
        <message>
            <source>Choose a color to splay right.</source>
            <translation>Elige un color para desplegarlo a la derecha.</translation>
        </message>
        <message>
            <source>Give a top card with a lightbulb to {player}'s board.</source>
            <translation>Pasa al tablero de {player} una carta superior con una bombilla.</translation>
        </message>
        <message>
            <source>Give a top non-purple card with a lightbulb to {player}'s board.</source>
            <translation>Pasa al tablero de {player} una carta superior que no sea morada y tenga una bombilla.</translation>
        </message>
        <message>
            <source>Take the highest card of your score pile into your hand.</source>
            <translation>Toma en tu mano la carta más alta de tu pila de puntuación.</translation>
        </message>
        <message>
            <source>{player} chooses {color} ({card}).</source>
            <translation>{player} elige el color {color} ({card}).</translation>
        </message>
        <message>
            <source>Meld all the highest cards of your score pile ({n} of value {age})?</source>
            <translation>¿Fundir todas las cartas más altas de tu pila de puntuación ({n} de valor {age})?</translation>
        </message>
        <message>
            <source>Reveal a card from your hand: its color is chosen.</source>
            <translation>Revela una carta de tu mano: su color será el elegido.</translation>
        </message>
        <message>
            <source>Give a card from your hand to {player}'s score pile.</source>
            <translation>Pasa a la pila de puntuación de {player} una carta de tu mano.</translation>
        </message>
        <message>
            <source>Draw and tuck a 6?</source>
            <translation>¿Robar y archivar un 6?</translation>
        </message>
        <message>
            <source>Draw and score an 8, then return a card from your score pile.</source>
            <translation>Roba y puntúa un 8; luego devuelve una carta de tu pila de puntuación.</translation>
        </message>
        <message>
            <source>Draw a card of value one higher than the highest card in your score pile.</source>
            <translation>Roba una carta de valor uno más que la carta más alta de tu pila de puntuación.</translation>
        </message>
        <message>
            <source>You may choose one of Evolution's effects.</source>
            <translation>Puedes elegir uno de los efectos de Evolution.</translation>
        </message>
        <message>
            <source>{player} rearranges their {color} pile.</source>
            <translation>{player} reordena su pila de color {color}.</translation>
        </message>
        <message>
            <source>You may rearrange one color pile.</source>
            <translation>Puedes reordenar la pila de un color.</translation>
        </message>
        <message>
            <source>Rearrange your {color} pile (top first).</source>
            <translation>Reordena tu pila de color {color} (la de arriba primero).</translation>
        </message>
        <message>
            <source>Give {n} card(s) from your score pile to {player}.</source>
            <translation>Dale a {player} {n} carta(s) de tu pila de puntuación.</translation>
        </message>
        <message>
            <source>Give two cards from your score pile to {player}.</source>
            <translation>Dale a {player} dos cartas de tu pila de puntuación.</translation>
        </message>
        <message>
            <source>Give your three highest cards to {player}.</source>
            <translation>Dale a {player} tus tres cartas más altas.</translation>
        </message>
        <message>
            <source>Exchange all the cards in your hand with all the cards in your score pile?</source>
            <translation>¿Intercambiar todas las cartas de tu mano con todas las de tu pila de puntuación?</translation>
        </message>
        <message>
            <source>Return {n} card(s) from your hand.</source>
            <translation>Devuelve {n} carta(s) de tu mano.</translation>
        </message>
        <message>
            <source>Choose the lowest card of your hand to give.</source>
            <translation>Elige la carta más baja de tu mano que vas a dar.</translation>
        </message>
        <message>
            <source>Give your two highest cards to {player}.</source>
            <translation>Dale a {player} tus dos cartas más altas.</translation>
        </message>
        <message>
            <source>You may tuck up to three cards from your hand.</source>
            <translation>Puedes archivar hasta tres cartas de tu mano.</translation>
        </message>
        <message>
            <source>Give your highest non-red top card(s) without a factory to {player}'s score pile.</source>
            <translation>Pasa a la pila de puntuación de {player} tu(s) carta(s) superior(es) más alta(s) que no sea(n) roja(s) ni tenga(n) fábricas.</translation>
        </message>
        <message>
            <source>You may return up to two cards from your hand.</source>
            <translation>Puedes devolver hasta dos cartas de tu mano.</translation>
        </message>
        <message>
            <source>Return {n} card(s) from opponents' score piles.</source>
            <translation>Devuelve {n} carta(s) de las pilas de puntuación de los oponentes.</translation>
        </message>
        <message>
            <source>Give a top non-green card with a factory to {player}'s score pile.</source>
            <translation>Pasa a la pila de puntuación de {player} una carta superior que no sea verde y tenga una fábrica.</translation>
        </message>
        <message>
            <source>Choose a value: every card of it in any score pile is returned.</source>
            <translation>Elige un valor: se devuelven todas las cartas de ese valor de todas las pilas de puntuación.</translation>
        </message>
        <message>
            <source>Give a top non-yellow card with a clock to {player}'s board.</source>
            <translation>Pasa al tablero de {player} una carta superior que no sea amarilla y tenga un reloj.</translation>
        </message>
        <message>
            <source>Choose two colors.</source>
            <translation>Elige dos colores.</translation>
        </message>
        <message>
            <source>Tuck your whole hand?</source>
            <translation>¿Archivar toda tu mano?</translation>
        </message>
        <message>
            <source>{card} is red: every hand, board and score pile is removed from the game.</source>
            <translation>{card} es roja: todas las manos, tableros y pilas de puntuación se retiran del juego.</translation>
        </message>
        <message>
            <source>Give all but one card of your hand to {player}.</source>
            <translation>Dale a {player} todas las cartas de tu mano menos una.</translation>
        </message>
        <message>
            <source>Give the highest card of your score pile to {player}.</source>
            <translation>Dale a {player} la carta más alta de tu pila de puntuación.</translation>
        </message>
        <message>
            <source>Return a top card other than Fission from any board.</source>
            <translation>Devuelve una carta superior que no sea Fission de cualquier tablero.</translation>
        </message>
        <message>
            <source>Choose the card to take onto your board; {player} melds the other.</source>
            <translation>Elige la carta que pasa a tu tablero; {player} funde la otra.</translation>
        </message>
        <message>
            <source>Meld a card from your hand; you then carry out its effects.</source>
            <translation>Funde una carta de tu mano; después ejecutas sus efectos.</translation>
        </message>
        <message>
            <source>You may tuck any number of cards from your hand.</source>
            <translation>Puedes archivar cualquier número de cartas de tu mano.</translation>
        </message>
        <message>
            <source>Reveal a card from your hand.</source>
            <translation>Revela una carta de tu mano.</translation>
        </message>
        <message>
            <source>Exchange the highest cards of your hand and score pile</source>
            <translation>Intercambiar las cartas más altas de tu mano y de tu pila de puntuación</translation>
        </message>
        <message>
            <source>Junk the 3 supply pile</source>
            <translation>Descartar el mazo 3</translation>
        </message>
        <message>
            <source>You may exchange your highest cards, or junk the 3 supply pile.</source>
            <translation>Puedes intercambiar tus cartas más altas, o descartar el mazo 3.</translation>
        </message>
        <message>
            <source>You may junk an available achievement: choose its value.</source>
            <translation>Puedes descartar un logro disponible: elige su valor.</translation>
        </message>
        <message>
            <source>Junk an available achievement: choose its value.</source>
            <translation>Descarta un logro disponible: elige su valor.</translation>
        </message>
        <message>
            <source>Junk every card of the {age} supply pile?</source>
            <translation>¿Descartar todas las cartas del mazo {age}?</translation>
        </message>
        <message>
            <source>You may give your top red card to another player, and meld their top green card.</source>
            <translation>Puedes dar tu carta superior roja a otro jugador y fundir su carta superior verde.</translation>
        </message>
        <message>
            <source>You may tuck a green card from your hand.</source>
            <translation>Puedes archivar una carta verde de tu mano.</translation>
        </message>
        <message>
            <source>Give a non-green top card with a leaf to {player}'s board.</source>
            <translation>Da una carta superior no verde con hoja al tablero de {player}.</translation>
        </message>
        <message>
            <source>Meld a top card without a leaf from {player}'s board.</source>
            <translation>Funde una carta superior sin hoja del tablero de {player}.</translation>
        </message>
        <message>
            <source>Score a top card with a leaf from your board.</source>
            <translation>Puntúa una carta superior con hoja de tu tablero.</translation>
        </message>
        <message>
            <source>Return a top card of the same value from your board.</source>
            <translation>Devuelve una carta superior del mismo valor de tu tablero.</translation>
        </message>
        <message>
            <source>You may tuck {n} card(s) from your hand (that many or none).</source>
            <translation>Puedes archivar {n} carta(s) de tu mano (esas o ninguna).</translation>
        </message>
        <message>
            <source>You may pick a color: its top two cards are scored.</source>
            <translation>Puedes elegir un color: se puntúan sus dos cartas superiores.</translation>
        </message>
        <message>
            <source>Name a value: {player} moves every card of it from their score pile to their hand.</source>
            <translation>Nombra un valor: {player} pasa a su mano todas las cartas de ese valor de su pila de puntuación.</translation>
        </message>
        <message>
            <source>You may junk an available special achievement, or bring back one from the junk.</source>
            <translation>Puedes descartar un logro especial disponible, o recuperar uno del descarte.</translation>
        </message>
        <message>
            <source>{card} is red: every card of every player but their achievements is junked.</source>
            <translation>{card} es roja: se descartan todas las cartas de todos los jugadores salvo sus logros.</translation>
        </message>
        <message>
            <source>Name a value of your score pile.</source>
            <translation>Nombra un valor de tu pila de puntuación.</translation>
        </message>
        <message>
            <source>Meld every {age} of your score pile?</source>
            <translation>¿Fundir todos los {age} de tu pila de puntuación?</translation>
        </message>
        <message>
            <source>Pick a card of your score pile: every card of its value is returned.</source>
            <translation>Elige una carta de tu pila de puntuación: se devuelven todas las cartas de su valor.</translation>
        </message>
        <message>
            <source>Return every card in your hand but one (choose the ones returned).</source>
            <translation>Devuelve todas las cartas de tu mano menos una (elige las que devuelves).</translation>
        </message>
        <message>
            <source>Choose the lowest card of your hand to give to {player}.</source>
            <translation>Elige la carta más baja de tu mano para dársela a {player}.</translation>
        </message>
        <message>
            <source>Choose your highest cards to give to {player}.</source>
            <translation>Elige tus cartas más altas para dárselas a {player}.</translation>
        </message>
        <message>
            <source>You may splay up one of your colors splayed right.</source>
            <translation>Puedes desplegar hacia arriba uno de tus colores desplegados a la derecha.</translation>
        </message>
        <message>
            <source>Return {n} card(s) from your opponents' score piles.</source>
            <translation>Devuelve {n} carta(s) de las pilas de puntuación de tus oponentes.</translation>
        </message>
        <message>
            <source>Choose your highest top cards to give to {player}.</source>
            <translation>Elige tus cartas superiores más altas para dárselas a {player}.</translation>
        </message>
        <message>
            <source>Give a non-yellow top card with a clock to {player}'s board.</source>
            <translation>Da una carta superior no amarilla con reloj al tablero de {player}.</translation>
        </message>
        <message>
            <source>You may tuck a top card from your board.</source>
            <translation>Puedes archivar una carta superior de tu tablero.</translation>
        </message>
        <message>
            <source>Take a top card without a leaf from {player}'s board into your hand.</source>
            <translation>Toma a tu mano una carta superior sin hoja del tablero de {player}.</translation>
        </message>
        <message>
            <source>Score a top card with a leaf from an opponent's board.</source>
            <translation>Puntúa una carta superior con hoja del tablero de un oponente.</translation>
        </message>
        <message>
            <source>Return a card from your hand.</source>
            <translation>Devuelve una carta de tu mano.</translation>
        </message>
        <message>
            <source>Choose another top card of yours to self-execute.</source>
            <translation>Elige otra de tus cartas superiores para autoejecutarla.</translation>
        </message>
        <message>
            <source>Return a top card with a leaf from your board.</source>
            <translation>Devuelve una carta superior con hoja de tu tablero.</translation>
        </message>
        <message>
            <source>Score every card in your hand?</source>
            <translation>¿Puntuar todas las cartas de tu mano?</translation>
        </message>
        <message>
            <source>Choose the supply pile to junk: 7 or 8.</source>
            <translation>Elige el mazo que descartas: 7 u 8.</translation>
        </message>
    </context>
</TS>
