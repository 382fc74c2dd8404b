<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
    <context>
        <name>cards</name>
        <message>
            <source>You may return one, two or three cards from your hand. If you do, draw and score a card of value equal to how many you returned.</source>
            <extracomment>Pottery (age 1, blue), non-demand effect 1</extracomment>
            <translation>Puedes devolver una, dos o tres cartas de tu mano. Si lo haces, roba y puntúa una carta de valor igual al número de cartas devueltas.</translation>
        </message>
        <message>
            <source>Draw a card of value 1.</source>
            <extracomment>Pottery (age 1, blue), non-demand effect 2</extracomment>
            <translation>Roba una carta de valor 1.</translation>
        </message>
        <message>
            <source>You may return exactly three cards from your hand. If you do, draw a 3 and meld it.</source>
            <extracomment>Tools (age 1, blue), non-demand effect 1</extracomment>
            <translation>Puedes devolver exactamente tres cartas de tu mano. Si lo haces, roba un 3 y fúndelo.</translation>
        </message>
        <message>
            <source>You may return a card of value 3 from your hand. If you do, draw three cards of value 1.</source>
            <extracomment>Tools (age 1, blue), non-demand effect 2</extracomment>
            <translation>Puedes devolver una carta de valor 3 de tu mano. Si lo haces, roba tres cartas de valor 1.</translation>
        </message>
        <message>
            <source>Draw a card of value 2.</source>
            <extracomment>Writing (age 1, blue), non-demand effect 1</extracomment>
            <translation>Roba una carta de valor 2.</translation>
        </message>
        <message>
            <source>I demand you draw a 1, then move the highest-value card in your hand into my hand!</source>
            <extracomment>Archery (age 1, red), demand effect 1</extracomment>
            <translation>¡Te exijo que robes un 1 y después pases la carta de mayor valor de tu mano a mi mano!</translation>
        </message>
        <message>
            <source>Junk an available standard achievement of value 1 or 2.</source>
            <extracomment>Archery (age 1, red, fourth edition), non-demand effect 2</extracomment>
            <translation>Descarta un logro estándar disponible de valor 1 o 2.</translation>
        </message>
        <message>
            <source>Draw and reveal a 1. If it shows a castle, score it and perform this effect again. If not, keep it in your hand.</source>
            <extracomment>Metalworking (age 1, red), non-demand effect 1</extracomment>
            <translation>Roba y revela un 1. Si tiene un castillo, puntúalo y repite este efecto. Si no, quédatelo en la mano.</translation>
        </message>
        <message>
            <source>I demand you move a card with a crown from your hand to my score pile! If you do, draw a 1 and repeat this demand!</source>
            <extracomment>Oars (age 1, red), demand effect 1</extracomment>
            <translation>¡Te exijo que pases una carta con corona de tu mano a mi pila de puntuación! ¡Si lo haces, roba un 1 y repite esta exigencia!</translation>
        </message>
        <message>
            <source>If the demand did not move any card, draw a 1.</source>
            <extracomment>Oars (age 1, red), non-demand effect 2</extracomment>
            <translation>Si la exigencia no ha hecho pasar ninguna carta, roba un 1.</translation>
        </message>
        <message>
            <source>I demand you move a card with a crown from your hand to my score pile! If you do, draw a 1!</source>
            <extracomment>Oars (age 1, red, first edition), demand effect 1</extracomment>
            <translation>¡Te exijo que pases una carta con corona de tu mano a mi pila de puntuación! ¡Si lo haces, roba un 1!</translation>
        </message>
        <message>
            <source>Meld a card from your hand whose color does not yet appear on your board.</source>
            <extracomment>Clothing (age 1, green), non-demand effect 1</extracomment>
            <translation>Funde una carta de tu mano de un color que aún no tengas en tu tablero.</translation>
        </message>
        <message>
            <source>Draw and score a 1 for each color on your board that is absent from every opponent's board.</source>
            <extracomment>Clothing (age 1, green), non-demand effect 2</extracomment>
            <translation>Roba y puntúa un 1 por cada color de tu tablero que no esté en el tablero de ningún oponente.</translation>
        </message>
        <message>
            <source>Draw a 1 and meld it.</source>
            <extracomment>Sailing (age 1, green), non-demand effect 1</extracomment>
            <translation>Roba un 1 y fúndelo.</translation>
        </message>
        <message>
            <source>Draw two cards of value 1.</source>
            <extracomment>The Wheel (age 1, green), non-demand effect 1</extracomment>
            <translation>Roba dos cartas de valor 1.</translation>
        </message>
        <message>
            <source>You may return a card from your hand. If you do, draw and score a card one value higher than the card you returned.</source>
            <extracomment>Agriculture (age 1, yellow), non-demand effect 1</extracomment>
            <translation>Puedes devolver una carta de tu mano. Si lo haces, roba y puntúa una carta de un valor más que la carta devuelta.</translation>
        </message>
        <message>
            <source>Meld the lowest-value card from your hand, then draw a 1.</source>
            <extracomment>Domestication (age 1, yellow), non-demand effect 1</extracomment>
            <translation>Funde la carta de menor valor de tu mano y después roba un 1.</translation>
        </message>
        <message>
            <source>You may meld any number of cards from your hand that each have a castle. If you meld four or more this way, claim the Monument achievement.</source>
            <extracomment>Masonry (age 1, yellow), non-demand effect 1</extracomment>
            <translation>Puedes fundir cualquier número de cartas de tu mano que tengan un castillo cada una. Si así fundes cuatro o más, reclama el logro Monumento.</translation>
        </message>
        <message>
            <source>You may meld any number of cards from your hand that each have a castle.</source>
            <extracomment>Masonry (age 1, yellow, fourth edition), non-demand effect 1</extracomment>
            <translation>Puedes fundir cualquier número de cartas de tu mano que tengan un castillo.</translation>
        </message>
        <message>
            <source>If exactly three red cards are on your board, claim the Monument achievement.</source>
            <extracomment>Masonry (age 1, yellow, fourth edition), non-demand effect 2</extracomment>
            <translation>Si en tu tablero hay exactamente tres cartas rojas, reclama el logro Monumento.</translation>
        </message>
        <message>
            <source>I demand you move a top card with a castle from your board to my board, if you have at least four castles on your board! If you do, draw a 1!</source>
            <extracomment>City States (age 1, purple), demand effect 1</extracomment>
            <translation>¡Te exijo que pases una carta superior con castillo de tu tablero a mi tablero, si tienes al menos cuatro castillos en tu tablero! ¡Si lo haces, roba un 1!</translation>
        </message>
        <message>
            <source>You may tuck a card from your hand whose color matches a pile on your board. If you do, you may splay that color left.</source>
            <extracomment>Code of Laws (age 1, purple), non-demand effect 1</extracomment>
            <translation>Puedes archivar una carta de tu mano cuyo color coincida con una pila de tu tablero. Si lo haces, puedes desplegar ese color a la izquierda.</translation>
        </message>
        <message>
            <source>Draw a 1 and reveal it. If its color is already on your board, meld it and draw a 1; otherwise keep it in your hand.</source>
            <extracomment>Mysticism (age 1, purple), non-demand effect 1</extracomment>
            <translation>Roba un 1 y revélalo. Si su color ya está en tu tablero, fúndelo y roba un 1; si no, quédatelo en la mano.</translation>
        </message>
        <message>
            <source>If your score pile holds more cards than your hand, draw two 3s.</source>
            <extracomment>Calendar (age 2, blue), non-demand effect 1</extracomment>
            <translation>Si tu pila de puntuación tiene más cartas que tu mano, roba dos 3.</translation>
        </message>
        <message>
            <source>You may return a card from your hand. If you do, draw and meld a card one value higher than the returned card.</source>
            <extracomment>Mathematics (age 2, blue), non-demand effect 1</extracomment>
            <translation>Puedes devolver una carta de tu mano. Si lo haces, roba y funde una carta de un valor más que la carta devuelta.</translation>
        </message>
        <message>
            <source>I demand you move two cards from your hand to my hand, then draw a 2!</source>
            <extracomment>Construction (age 2, red), demand effect 1</extracomment>
            <translation>¡Te exijo que pases dos cartas de tu mano a mi mano y después robes un 2!</translation>
        </message>
        <message>
            <source>If you are the only player with five top cards (all five colors), claim the Empire achievement.</source>
            <extracomment>Construction (age 2, red), non-demand effect 2</extracomment>
            <translation>Si eres el único jugador con cinco cartas superiores (de los cinco colores), reclama el logro Imperio.</translation>
        </message>
        <message>
            <source>Meld one or two cards from your hand. If you melded two, you may move your top red card to another player's board; if you do, move that player's top green card to your board.</source>
            <extracomment>Road Building (age 2, red), non-demand effect 1</extracomment>
            <translation>Funde una o dos cartas de tu mano. Si has fundido dos, puedes pasar tu carta superior roja al tablero de otro jugador; si lo haces, pasa la carta superior verde de ese jugador a tu tablero.</translation>
        </message>
        <message>
            <source>Meld one or two cards from your hand. If you melded two, you may move your top red card to another player's board; if you do, meld that player's top green card onto your board.</source>
            <extracomment>Road Building (age 2, red, fourth edition), non-demand effect 1</extracomment>
            <translation>Funde una o dos cartas de tu mano. Si fundiste dos, puedes pasar tu carta superior roja al tablero de otro jugador; si lo haces, funde en tu tablero la carta superior verde de ese jugador.</translation>
        </message>
        <message>
            <source>You may return any number of cards from your hand. If you do, draw and score a 2 for each different value among the returned cards.</source>
            <extracomment>Currency (age 2, green), non-demand effect 1</extracomment>
            <translation>Puedes devolver cualquier número de cartas de tu mano. Si lo haces, roba y puntúa un 2 por cada valor distinto entre las cartas devueltas.</translation>
        </message>
        <message>
            <source>I demand you move a 1 from your score pile, if you have one, to my score pile!</source>
            <extracomment>Mapmaking (age 2, green), demand effect 1</extracomment>
            <translation>¡Te exijo que pases un 1 de tu pila de puntuación, si tienes alguno, a mi pila de puntuación!</translation>
        </message>
        <message>
            <source>If any card was moved because of the demand, draw and score a 1.</source>
            <extracomment>Mapmaking (age 2, green), non-demand effect 2</extracomment>
            <translation>Si la exigencia ha hecho pasar alguna carta, roba y puntúa un 1.</translation>
        </message>
        <message>
            <source>You may swap: all highest-value cards in your hand go to your score pile, and all highest-value cards in your score pile go to your hand.</source>
            <extracomment>Canal Building (age 2, yellow), non-demand effect 1</extracomment>
            <translation>Puedes hacer un cambio: todas las cartas de mayor valor de tu mano van a tu pila de puntuación, y todas las cartas de mayor valor de tu pila de puntuación van a tu mano.</translation>
        </message>
        <message>
            <source>You may choose one: exchange all the highest-value cards in your hand with all the highest-value cards in your score pile, or junk every card of the 3 supply pile.</source>
            <extracomment>Canal Building (age 2, yellow, fourth edition), non-demand effect 1</extracomment>
            <translation>Puedes elegir una opción: intercambiar todas las cartas de mayor valor de tu mano con todas las de mayor valor de tu pila de puntuación, o descartar todas las cartas del mazo 3.</translation>
        </message>
        <message>
            <source>Draw a 2 for each color on your board whose pile shows at least one leaf.</source>
            <extracomment>Fermenting (age 2, yellow), non-demand effect 1</extracomment>
            <translation>Roba un 2 por cada color de tu tablero cuya pila muestre al menos una hoja.</translation>
        </message>
        <message>
            <source>Draw a 2 for each two leaves visible on your board (rounded down).</source>
            <extracomment>Fermenting (age 2, yellow, first edition), non-demand effect 1</extracomment>
            <translation>Roba un 2 por cada dos hojas visibles en tu tablero (redondeando hacia abajo).</translation>
        </message>
        <message>
            <source>You may tuck a green card from your hand. If you do not, junk every card of the 2 supply pile, and junk Fermenting if it is a top card on any board.</source>
            <extracomment>Fermenting (age 2, yellow, fourth edition), non-demand effect 2</extracomment>
            <translation>Puedes archivar una carta verde de tu mano. Si no lo haces, descarta todas las cartas del mazo 2, y descarta Fermenting si es carta superior en algún tablero.</translation>
        </message>
        <message>
            <source>I demand you move a top card from your board, of a color not on my board, to my score pile! If you do, draw and tuck a 1!</source>
            <extracomment>Monotheism (age 2, purple), demand effect 1</extracomment>
            <translation>¡Te exijo que pases una carta superior de tu tablero, de un color que no esté en mi tablero, a mi pila de puntuación! ¡Si lo haces, roba y archiva un 1!</translation>
        </message>
        <message>
            <source>Draw a 1 and tuck it.</source>
            <extracomment>Monotheism (age 2, purple), non-demand effect 2</extracomment>
            <translation>Roba un 1 y archívalo.</translation>
        </message>
        <message>
            <source>You may splay one color of your choice left.</source>
            <extracomment>Philosophy (age 2, purple), non-demand effect 1</extracomment>
            <translation>Puedes desplegar a la izquierda un color que elijas.</translation>
        </message>
        <message>
            <source>You may pick a card in your hand and score it.</source>
            <extracomment>Philosophy (age 2, purple), non-demand effect 2</extracomment>
            <translation>Puedes elegir una carta de tu mano y puntuarla.</translation>
        </message>
        <message>
            <source>Draw and reveal a 4 for every three castles on your board. If any drawn card is red, return the drawn cards and your whole hand; otherwise keep them.</source>
            <extracomment>Alchemy (age 3, blue), non-demand effect 1</extracomment>
            <translation>Roba y revela un 4 por cada tres castillos de tu tablero. Si alguna carta robada es roja, devuelve las cartas robadas y toda tu mano; si no, quédatelas.</translation>
        </message>
        <message>
            <source>Meld one card from your hand. Then score one card from your hand.</source>
            <extracomment>Alchemy (age 3, blue), non-demand effect 2</extracomment>
            <translation>Funde una carta de tu mano. Después puntúa una carta de tu mano.</translation>
        </message>
        <message>
            <source>Draw and reveal a 4 for each color on your board whose pile shows at least one castle. If any of the drawn cards is red, return every card in your hand.</source>
            <extracomment>Alchemy (age 3, blue, fourth edition), non-demand effect 1</extracomment>
            <translation>Roba y revela un 4 por cada color de tu tablero cuya pila muestre al menos un castillo. Si alguna de las cartas robadas es roja, devuelve todas las cartas de tu mano.</translation>
        </message>
        <message>
            <source>Meld a card from your hand, then score a card from your hand.</source>
            <extracomment>Alchemy (age 3, blue, fourth edition), non-demand effect 2</extracomment>
            <translation>Funde una carta de tu mano y después puntúa una carta de tu mano.</translation>
        </message>
        <message>
            <source>You may meld every card in your score pile (all of them or none).</source>
            <extracomment>Translation (age 3, blue), non-demand effect 1</extracomment>
            <translation>Puedes fundir todas las cartas de tu pila de puntuación (todas o ninguna).</translation>
        </message>
        <message>
            <source>If each of your top cards has a crown, claim the World achievement.</source>
            <extracomment>Translation (age 3, blue), non-demand effect 2</extracomment>
            <translation>Si todas tus cartas superiores tienen una corona, reclama el logro Mundo.</translation>
        </message>
        <message>
            <source>I demand you move all top cards with a castle from your board to my score pile!</source>
            <extracomment>Engineering (age 3, red), demand effect 1</extracomment>
            <translation>¡Te exijo que pases todas las cartas superiores con castillo de tu tablero a mi pila de puntuación!</translation>
        </message>
        <message>
            <source>You may splay your red pile left.</source>
            <extracomment>Engineering (age 3, red), non-demand effect 2</extracomment>
            <translation>Puedes desplegar tu pila roja a la izquierda.</translation>
        </message>
        <message>
            <source>Draw and meld a 3. If it has a crown, draw and score a 4. If not, move a card from your score pile to the score pile of an opponent with fewer points than you.</source>
            <extracomment>Optics (age 3, red), non-demand effect 1</extracomment>
            <translation>Roba y funde un 3. Si tiene una corona, roba y puntúa un 4. Si no, pasa una carta de tu pila de puntuación a la pila de puntuación de un oponente con menos puntos que tú.</translation>
        </message>
        <message>
            <source>I demand you move a top non-green card with a leaf from your board to my board, then move a top card without a leaf from my board to your board!</source>
            <extracomment>Compass (age 3, green), demand effect 1</extracomment>
            <translation>¡Te exijo que pases una carta superior no verde con hoja de tu tablero a mi tablero, y después pases una carta superior sin hoja de mi tablero a tu tablero!</translation>
        </message>
        <message>
            <source>I demand you move a non-green top card with a leaf from your board to mine, and then meld onto your board a top card without a leaf from my board!</source>
            <extracomment>Compass (age 3, green, fourth edition), demand effect 1</extracomment>
            <translation>¡Te exijo que pases una carta superior no verde con hoja de tu tablero al mío, y que después fundas en tu tablero una carta superior sin hoja de mi tablero!</translation>
        </message>
        <message>
            <source>You may splay your green or blue cards left.</source>
            <extracomment>Paper (age 3, green), non-demand effect 1</extracomment>
            <translation>Puedes desplegar tus cartas verdes o azules a la izquierda.</translation>
        </message>
        <message>
            <source>Draw a 4 for each color on your board that is splayed left.</source>
            <extracomment>Paper (age 3, green), non-demand effect 2</extracomment>
            <translation>Roba un 4 por cada color de tu tablero desplegado a la izquierda.</translation>
        </message>
        <message>
            <source>Score a top card with a leaf from your board. If you do, draw a 4 for each color you have splayed left.</source>
            <extracomment>Paper (age 3, green, fourth edition), non-demand effect 2</extracomment>
            <translation>Puntúa una carta superior con hoja de tu tablero. Si lo haces, roba un 4 por cada color que tengas desplegado a la izquierda.</translation>
        </message>
        <message>
            <source>I demand you swap your entire hand for all of the highest-value cards in my hand!</source>
            <extracomment>Machinery (age 3, yellow), demand effect 1</extracomment>
            <translation>¡Te exijo que cambies toda tu mano por todas las cartas de mayor valor de mi mano!</translation>
        </message>
        <message>
            <source>Score a card with a castle from your hand. Then you may splay your red cards left.</source>
            <extracomment>Machinery (age 3, yellow), non-demand effect 2</extracomment>
            <translation>Puntúa una carta con castillo de tu mano. Después puedes desplegar tus cartas rojas a la izquierda.</translation>
        </message>
        <message>
            <source>I demand you exchange every card in your hand with all the highest-value cards in my hand!</source>
            <extracomment>Machinery (age 3, yellow, fourth edition), demand effect 1</extracomment>
            <translation>¡Te exijo que intercambies todas las cartas de tu mano con todas las cartas de mayor valor de mi mano!</translation>
        </message>
        <message>
            <source>Score a card with a castle from your hand.</source>
            <extracomment>Machinery (age 3, yellow, fourth edition), non-demand effect 2</extracomment>
            <translation>Puntúa una carta con castillo de tu mano.</translation>
        </message>
        <message>
            <source>You may splay your red cards left.</source>
            <extracomment>Machinery (age 3, yellow, fourth edition), non-demand effect 3</extracomment>
            <translation>Puedes desplegar tus cartas rojas a la izquierda.</translation>
        </message>
        <message>
            <source>I demand you swap the highest card in your score pile with the lowest card in my score pile!</source>
            <extracomment>Medicine (age 3, yellow), demand effect 1</extracomment>
            <translation>¡Te exijo que cambies la carta más alta de tu pila de puntuación por la carta más baja de mi pila de puntuación!</translation>
        </message>
        <message>
            <source>I demand you exchange the highest-value card in your score pile with the lowest-value card in my score pile!</source>
            <extracomment>Medicine (age 3, yellow, fourth edition), demand effect 1</extracomment>
            <translation>¡Te exijo que intercambies la carta de mayor valor de tu pila de puntuación con la de menor valor de la mía!</translation>
        </message>
        <message>
            <source>Junk an available standard achievement of value 3 or 4.</source>
            <extracomment>Medicine (age 3, yellow, fourth edition), non-demand effect 2</extracomment>
            <translation>Descarta un logro estándar disponible de valor 3 o 4.</translation>
        </message>
        <message>
            <source>You may return the highest card in your score pile. If you do, draw a card two values higher than the highest card left in your score pile.</source>
            <extracomment>Education (age 3, purple), non-demand effect 1</extracomment>
            <translation>Puedes devolver la carta más alta de tu pila de puntuación. Si lo haces, roba una carta dos valores por encima de la carta más alta que quede en tu pila de puntuación.</translation>
        </message>
        <message>
            <source>I demand you move a card with a castle from your hand to my hand! If you do, unsplay that color on your board!</source>
            <extracomment>Feudalism (age 3, purple), demand effect 1</extracomment>
            <translation>¡Te exijo que pases una carta con castillo de tu mano a mi mano! ¡Si lo haces, deja sin desplegar ese color en tu tablero!</translation>
        </message>
        <message>
            <source>You may splay your yellow or purple cards left.</source>
            <extracomment>Feudalism (age 3, purple), non-demand effect 2</extracomment>
            <translation>Puedes desplegar tus cartas amarillas o moradas a la izquierda.</translation>
        </message>
        <message>
            <source>I demand you move a card with a castle from your hand to my hand!</source>
            <extracomment>Feudalism (age 3, purple, first edition), demand effect 1</extracomment>
            <translation>¡Te exijo que pases una carta con castillo de tu mano a mi mano!</translation>
        </message>
        <message>
            <source>I demand you move a card with a castle from your hand into my hand! If you do, junk every available special achievement!</source>
            <extracomment>Feudalism (age 3, purple, fourth edition), demand effect 1</extracomment>
            <translation>¡Te exijo que pases una carta con castillo de tu mano a la mía! ¡Si lo haces, descarta todos los logros especiales disponibles!</translation>
        </message>
        <message>
            <source>You may splay your yellow or purple cards left. If you do, draw a 3.</source>
            <extracomment>Feudalism (age 3, purple, fourth edition), non-demand effect 2</extracomment>
            <translation>Puedes desplegar tus cartas amarillas o moradas a la izquierda. Si lo haces, roba un 3.</translation>
        </message>
        <message>
            <source>Draw a 5 and meld it.</source>
            <extracomment>Experimentation (age 4, blue), non-demand effect 1</extracomment>
            <translation>Roba un 5 y fúndelo.</translation>
        </message>
        <message>
            <source>You may return a card from your score pile. If you do, draw a card two values higher than your top purple card.</source>
            <extracomment>Printing Press (age 4, blue), non-demand effect 1</extracomment>
            <translation>Puedes devolver una carta de tu pila de puntuación. Si lo haces, roba una carta dos valores por encima de tu carta superior morada.</translation>
        </message>
        <message>
            <source>You may splay your blue cards right.</source>
            <extracomment>Printing Press (age 4, blue), non-demand effect 2</extracomment>
            <translation>Puedes desplegar tus cartas azules a la derecha.</translation>
        </message>
        <message>
            <source>Draw and tuck a 3. If it has a crown, repeat this effect.</source>
            <extracomment>Colonialism (age 4, red), non-demand effect 1</extracomment>
            <translation>Roba y archiva un 3. Si tiene una corona, repite este efecto.</translation>
        </message>
        <message>
            <source>Draw and tuck a 3. If it is green, junk every card of the 5 supply pile. If it has a crown, repeat this effect.</source>
            <extracomment>Colonialism (age 4, red, fourth edition), non-demand effect 1</extracomment>
            <translation>Roba y archiva un 3. Si es verde, descarta todas las cartas del mazo 5. Si tiene una corona, repite este efecto.</translation>
        </message>
        <message>
            <source>I demand you move a top card with a castle from your board to my score pile!</source>
            <extracomment>Gunpowder (age 4, red), demand effect 1</extracomment>
            <translation>¡Te exijo que pases una carta superior con castillo de tu tablero a mi pila de puntuación!</translation>
        </message>
        <message>
            <source>If any card was moved because of the demand, draw and score a 2.</source>
            <extracomment>Gunpowder (age 4, red), non-demand effect 2</extracomment>
            <translation>Si la exigencia ha hecho pasar alguna carta, roba y puntúa un 2.</translation>
        </message>
        <message>
            <source>You may splay right one color of yours that is currently splayed left. If you do, draw and score a 4.</source>
            <extracomment>Invention (age 4, green), non-demand effect 1</extracomment>
            <translation>Puedes desplegar a la derecha un color tuyo que ahora esté desplegado a la izquierda. Si lo haces, roba y puntúa un 4.</translation>
        </message>
        <message>
            <source>If all five of your colors are splayed, in any direction, claim the Wonder achievement.</source>
            <extracomment>Invention (age 4, green), non-demand effect 2</extracomment>
            <translation>Si tus cinco colores están desplegados, en cualquier dirección, reclama el logro Maravilla.</translation>
        </message>
        <message>
            <source>I demand you move a 2 or a 3 from your score pile, if you have one, to my score pile!</source>
            <extracomment>Navigation (age 4, green), demand effect 1</extracomment>
            <translation>¡Te exijo que pases un 2 o un 3 de tu pila de puntuación, si tienes alguno, a mi pila de puntuación!</translation>
        </message>
        <message>
            <source>I demand you return a card from your score pile! If you do, return a top card of the same value from your board!</source>
            <extracomment>Anatomy (age 4, yellow), demand effect 1</extracomment>
            <translation>¡Te exijo que devuelvas una carta de tu pila de puntuación! ¡Si lo haces, devuelve una carta superior del mismo valor de tu tablero!</translation>
        </message>
        <message>
            <source>I demand you return a card from your score pile! If you do, return a top card of the same value from your board! If you do that too, junk every card of the 4 supply pile!</source>
            <extracomment>Anatomy (age 4, yellow, fourth edition), demand effect 1</extracomment>
            <translation>¡Te exijo que devuelvas una carta de tu pila de puntuación! ¡Si lo haces, devuelve una carta superior del mismo valor de tu tablero! ¡Si también lo haces, descarta todas las cartas del mazo 4!</translation>
        </message>
        <message>
            <source>You may return a card from your hand. If you do, score one card from your hand for every two lightbulbs on your board.</source>
            <extracomment>Perspective (age 4, yellow), non-demand effect 1</extracomment>
            <translation>Puedes devolver una carta de tu mano. Si lo haces, puntúa una carta de tu mano por cada dos bombillas de tu tablero.</translation>
        </message>
        <message>
            <source>You may return a card from your hand. If you do, score a card from your hand for each color on your board whose pile shows at least one lightbulb.</source>
            <extracomment>Perspective (age 4, yellow, fourth edition), non-demand effect 1</extracomment>
            <translation>Puedes devolver una carta de tu mano. Si lo haces, puntúa una carta de tu mano por cada color de tu tablero cuya pila muestre al menos una bombilla.</translation>
        </message>
        <message>
            <source>I demand you move a top non-purple card with a crown from your board to my board! If you do, draw and meld a 4!</source>
            <extracomment>Enterprise (age 4, purple), demand effect 1</extracomment>
            <translation>¡Te exijo que pases una carta superior no morada con corona de tu tablero a mi tablero! ¡Si lo haces, roba y funde un 4!</translation>
        </message>
        <message>
            <source>You may splay your green cards right.</source>
            <extracomment>Enterprise (age 4, purple), non-demand effect 2</extracomment>
            <translation>Puedes desplegar tus cartas verdes a la derecha.</translation>
        </message>
        <message>
            <source>You may tuck one card from your hand for every two leaves on your board (the full number or none; with fewer cards in hand, all of them or none).</source>
            <extracomment>Reformation (age 4, purple), non-demand effect 1</extracomment>
            <translation>Puedes archivar una carta de tu mano por cada dos hojas de tu tablero (el número completo o ninguna; si tienes menos cartas en la mano, todas o ninguna).</translation>
        </message>
        <message>
            <source>You may splay your yellow or purple cards right.</source>
            <extracomment>Reformation (age 4, purple), non-demand effect 2</extracomment>
            <translation>Puedes desplegar tus cartas amarillas o moradas a la derecha.</translation>
        </message>
        <message>
            <source>You may tuck a card from your hand for each color on your board that is splayed.</source>
            <extracomment>Reformation (age 4, purple, fourth edition), non-demand effect 2</extracomment>
            <translation>Puedes archivar una carta de tu mano por cada color desplegado de tu tablero.</translation>
        </message>
        <message>
            <source>Draw and score a card of value one above your highest top card. Then return a card from your score pile.</source>
            <extracomment>Chemistry (age 5, blue), non-demand effect 2</extracomment>
            <translation>Roba y puntúa una carta de un valor más que tu carta superior más alta. Después devuelve una carta de tu pila de puntuación.</translation>
        </message>
        <message>
            <source>Draw three 6s and reveal them. If two or more share a color, return them and all cards in your hand; otherwise keep them.</source>
            <extracomment>Physics (age 5, blue), non-demand effect 1</extracomment>
            <translation>Roba tres 6 y revélalos. Si dos o más son del mismo color, devuélvelos junto con todas las cartas de tu mano; si no, quédatelos.</translation>
        </message>
        <message>
            <source>Draw a 5 and tuck it.</source>
            <extracomment>Coal (age 5, red), non-demand effect 1</extracomment>
            <translation>Roba un 5 y archívalo.</translation>
        </message>
        <message>
            <source>You may splay your red cards right.</source>
            <extracomment>Coal (age 5, red), non-demand effect 2</extracomment>
            <translation>Puedes desplegar tus cartas rojas a la derecha.</translation>
        </message>
        <message>
            <source>You may score one of your top cards. If you do, also score the card directly beneath it.</source>
            <extracomment>Coal (age 5, red), non-demand effect 3</extracomment>
            <translation>Puedes puntuar una de tus cartas superiores. Si lo haces, puntúa también la carta que está justo debajo.</translation>
        </message>
        <message>
            <source>Draw and tuck a 5.</source>
            <extracomment>Coal (age 5, red, fourth edition), non-demand effect 1</extracomment>
            <translation>Roba y archiva un 5.</translation>
        </message>
        <message>
            <source>You may pick a color on your board. If you do, score its top card, and then its new top card.</source>
            <extracomment>Coal (age 5, red, fourth edition), non-demand effect 3</extracomment>
            <translation>Puedes elegir un color de tu tablero. Si lo haces, puntúa su carta superior y después su nueva carta superior.</translation>
        </message>
        <message>
            <source>I demand you move two cards of value 4 or less from your score pile to my score pile!</source>
            <extracomment>The Pirate Code (age 5, red), demand effect 1</extracomment>
            <translation>¡Te exijo que pases dos cartas de valor 4 o menos de tu pila de puntuación a mi pila de puntuación!</translation>
        </message>
        <message>
            <source>If the demand moved any card, score your lowest top card with a crown.</source>
            <extracomment>The Pirate Code (age 5, red), non-demand effect 2</extracomment>
            <translation>Si la exigencia ha hecho pasar alguna carta, puntúa tu carta superior con corona más baja.</translation>
        </message>
        <message>
            <source>I demand you move a top non-green card with a factory from your board to my board! If you do, draw and score a 5!</source>
            <extracomment>Banking (age 5, green), demand effect 1</extracomment>
            <translation>¡Te exijo que pases una carta superior no verde con fábrica de tu tablero a mi tablero! ¡Si lo haces, roba y puntúa un 5!</translation>
        </message>
        <message>
            <source>You may reveal and return a card from your hand. If you do, splay that card's color right, then draw a card of value equal to the number of cards of that color on your board.</source>
            <extracomment>Measurement (age 5, green), non-demand effect 1</extracomment>
            <translation>Puedes revelar y devolver una carta de tu mano. Si lo haces, despliega a la derecha el color de esa carta y después roba una carta de valor igual al número de cartas de ese color en tu tablero.</translation>
        </message>
        <message>
            <source>You may return a card from your hand. If you do, splay any one color of your cards right, then draw a card of value equal to the number of cards of that color on your board.</source>
            <extracomment>Measurement (age 5, green, first edition), non-demand effect 1</extracomment>
            <translation>Puedes devolver una carta de tu mano. Si lo haces, despliega a la derecha uno de tus colores, el que quieras, y después roba una carta de valor igual al número de cartas de ese color en tu tablero.</translation>
        </message>
        <message>
            <source>I demand you move all the highest cards in your score pile to your hand!</source>
            <extracomment>Statistics (age 5, yellow), demand effect 1</extracomment>
            <translation>¡Te exijo que pases todas las cartas más altas de tu pila de puntuación a tu mano!</translation>
        </message>
        <message>
            <source>You may splay your yellow cards right.</source>
            <extracomment>Statistics (age 5, yellow), non-demand effect 2</extracomment>
            <translation>Puedes desplegar tus cartas amarillas a la derecha.</translation>
        </message>
        <message>
            <source>I demand you move the highest card in your score pile to your hand! If you do and then have exactly one card in hand, repeat this demand!</source>
            <extracomment>Statistics (age 5, yellow, first edition), demand effect 1</extracomment>
            <translation>¡Te exijo que pases la carta más alta de tu pila de puntuación a tu mano! ¡Si lo haces y entonces tienes exactamente una carta en la mano, repite esta exigencia!</translation>
        </message>
        <message>
            <source>I demand you move every card of the value of my choice from your score pile into your hand!</source>
            <extracomment>Statistics (age 5, yellow, fourth edition), demand effect 1</extracomment>
            <translation>¡Te exijo que pases a tu mano todas las cartas del valor que yo elija de tu pila de puntuación!</translation>
        </message>
        <message>
            <source>Draw two 4s and tuck them. Then score the bottom card of your yellow pile.</source>
            <extracomment>Steam Engine (age 5, yellow), non-demand effect 1</extracomment>
            <translation>Roba dos 4 y archívalos. Después puntúa la carta inferior de tu pila amarilla.</translation>
        </message>
        <message>
            <source>Draw and tuck two 4s, then score your bottom yellow card. If it is Steam Engine, junk every card of the 6 supply pile.</source>
            <extracomment>Steam Engine (age 5, yellow, fourth edition), non-demand effect 1</extracomment>
            <translation>Roba y archiva dos 4 y después puntúa tu carta inferior amarilla. Si es Steam Engine, descarta todas las cartas del mazo 6.</translation>
        </message>
        <message>
            <source>Draw and reveal a 6. If it is green or blue, meld it and repeat this effect; otherwise keep it in your hand.</source>
            <extracomment>Astronomy (age 5, purple), non-demand effect 1</extracomment>
            <translation>Roba y revela un 6. Si es verde o azul, fúndelo y repite este efecto; si no, quédatelo en la mano.</translation>
        </message>
        <message>
            <source>If all your non-purple top cards have a value of 6 or higher, claim the Universe achievement.</source>
            <extracomment>Astronomy (age 5, purple), non-demand effect 2</extracomment>
            <translation>Si todas tus cartas superiores que no son moradas tienen valor 6 o más, reclama el logro Universo.</translation>
        </message>
        <message>
            <source>I demand you move a top card with a lightbulb from your board to my board, if it is higher than my top card of its color! If you do, draw a 5!</source>
            <extracomment>Societies (age 5, purple), demand effect 1</extracomment>
            <translation>¡Te exijo que pases una carta superior con bombilla de tu tablero a mi tablero, si es más alta que mi carta superior de su color! ¡Si lo haces, roba un 5!</translation>
        </message>
        <message>
            <source>I demand you move a top non-purple card with a lightbulb from your board to my board! If you do, draw a 5!</source>
            <extracomment>Societies (age 5, purple, first edition), demand effect 1</extracomment>
            <translation>¡Te exijo que pases una carta superior no morada con bombilla de tu tablero a mi tablero! ¡Si lo haces, roba un 5!</translation>
        </message>
        <message>
            <source>Draw a 7 and meld it.</source>
            <extracomment>Atomic Theory (age 6, blue), non-demand effect 2</extracomment>
            <translation>Roba un 7 y fúndelo.</translation>
        </message>
        <message>
            <source>You may meld the highest-value cards of your score pile, all of them or none.</source>
            <extracomment>Encyclopedia (age 6, blue), non-demand effect 1</extracomment>
            <translation>Puedes fundir las cartas de mayor valor de tu pila de puntuación, todas o ninguna.</translation>
        </message>
        <message>
            <source>Pick a value. You may meld every card of that value from your score pile.</source>
            <extracomment>Encyclopedia (age 6, blue, fourth edition), non-demand effect 1</extracomment>
            <translation>Elige un valor. Puedes fundir todas las cartas de ese valor de tu pila de puntuación.</translation>
        </message>
        <message>
            <source>You may junk an available standard achievement of value 5, 6 or 7.</source>
            <extracomment>Encyclopedia (age 6, blue, fourth edition), non-demand effect 2</extracomment>
            <translation>Puedes descartar un logro estándar disponible de valor 5, 6 o 7.</translation>
        </message>
        <message>
            <source>Draw and tuck a 6 for each color on your board whose pile shows at least one factory.</source>
            <extracomment>Industrialization (age 6, red), non-demand effect 1</extracomment>
            <translation>Roba y archiva un 6 por cada color de tu tablero cuya pila muestre al menos una fábrica.</translation>
        </message>
        <message>
            <source>You may splay your red or purple cards right.</source>
            <extracomment>Industrialization (age 6, red), non-demand effect 2</extracomment>
            <translation>Puedes desplegar tus cartas rojas o moradas a la derecha.</translation>
        </message>
        <message>
            <source>Draw and tuck a 6 for each two factories visible on your board (rounded down).</source>
            <extracomment>Industrialization (age 6, red, first edition), non-demand effect 1</extracomment>
            <translation>Roba y archiva un 6 por cada dos fábricas visibles en tu tablero (redondeando hacia abajo).</translation>
        </message>
        <message>
            <source>Draw and tuck three 6s. Then, if you alone have the most clocks on your board, return your top red card.</source>
            <extracomment>Industrialization (age 6, red, fourth edition), non-demand effect 1</extracomment>
            <translation>Roba y archiva tres 6. Después, si eres el único con más relojes en tu tablero, devuelve tu carta superior roja.</translation>
        </message>
        <message>
            <source>Draw and score a card of value equal to the highest card in your score pile.</source>
            <extracomment>Machine Tools (age 6, red), non-demand effect 1</extracomment>
            <translation>Roba y puntúa una carta de valor igual a la carta más alta de tu pila de puntuación.</translation>
        </message>
        <message>
            <source>Reveal a card from your hand to choose its color. Take all cards of that color from every opponent's hand into yours, then meld all cards of that color from your hand.</source>
            <extracomment>Classification (age 6, green), non-demand effect 1</extracomment>
            <translation>Revela una carta de tu mano para elegir su color. Toma todas las cartas de ese color de la mano de cada oponente y ponlas en la tuya; después funde todas las cartas de ese color de tu mano.</translation>
        </message>
        <message>
            <source>If your green cards are splayed right, you may splay any one color of your cards right.</source>
            <extracomment>Metric System (age 6, green), non-demand effect 1</extracomment>
            <translation>Si tus cartas verdes están desplegadas a la derecha, puedes desplegar a la derecha uno de tus colores, el que quieras.</translation>
        </message>
        <message>
            <source>You may draw and tuck a 6. If you do, score all of your top cards that have no factory.</source>
            <extracomment>Canning (age 6, yellow), non-demand effect 1</extracomment>
            <translation>Puedes robar y archivar un 6. Si lo haces, puntúa todas tus cartas superiores que no tengan fábrica.</translation>
        </message>
        <message>
            <source>I demand you return all the lowest cards in your score pile! If you returned any, draw and meld a 6!</source>
            <extracomment>Vaccination (age 6, yellow), demand effect 1</extracomment>
            <translation>¡Te exijo que devuelvas todas las cartas más bajas de tu pila de puntuación! ¡Si has devuelto alguna, roba y funde un 6!</translation>
        </message>
        <message>
            <source>If the demand made anyone return a card, draw and meld a 7.</source>
            <extracomment>Vaccination (age 6, yellow), non-demand effect 2</extracomment>
            <translation>Si la exigencia ha hecho devolver una carta a alguien, roba y funde un 7.</translation>
        </message>
        <message>
            <source>I demand you pick a card in your score pile and return every card of its value from your score pile! If you returned any, draw and meld a 6!</source>
            <extracomment>Vaccination (age 6, yellow, fourth edition), demand effect 1</extracomment>
            <translation>¡Te exijo que elijas una carta de tu pila de puntuación y devuelvas todas las cartas de su valor de tu pila de puntuación! ¡Si devolviste alguna, roba y funde un 6!</translation>
        </message>
        <message>
            <source>If any card was returned because of the demand, draw and meld a 7.</source>
            <extracomment>Vaccination (age 6, yellow, fourth edition), non-demand effect 2</extracomment>
            <translation>Si por la exigencia se devolvió alguna carta, roba y funde un 7.</translation>
        </message>
        <message>
            <source>You may return any number of cards from your hand. If you have now returned more cards via Democracy during this dogma action than any other player, draw and score an 8.</source>
            <extracomment>Democracy (age 6, purple), non-demand effect 1</extracomment>
            <translation>Puedes devolver cualquier número de cartas de tu mano. Si ahora has devuelto con Democracy en esta acción de Dogma más cartas que cualquier otro jugador, roba y puntúa un 8.</translation>
        </message>
        <message>
            <source>I demand you move a card from your hand to my score pile! If you do, draw a 6!</source>
            <extracomment>Emancipation (age 6, purple), demand effect 1</extracomment>
            <translation>¡Te exijo que pases una carta de tu mano a mi pila de puntuación! ¡Si lo haces, roba un 6!</translation>
        </message>
        <message>
            <source>You may choose one: draw and score an 8, then return a card from your score pile; or draw a card one value higher than the highest card in your score pile.</source>
            <extracomment>Evolution (age 7, blue), non-demand effect 1</extracomment>
            <translation>Puedes elegir una opción: roba y puntúa un 8 y después devuelve una carta de tu pila de puntuación; o roba una carta de un valor más que la carta más alta de tu pila de puntuación.</translation>
        </message>
        <message>
            <source>You may rearrange the order of the cards in one color pile on your board.</source>
            <extracomment>Publications (age 7, blue), non-demand effect 1</extracomment>
            <translation>Puedes reordenar las cartas de una pila de color de tu tablero.</translation>
        </message>
        <message>
            <source>You may splay your yellow or blue cards up.</source>
            <extracomment>Publications (age 7, blue), non-demand effect 2</extracomment>
            <translation>Puedes desplegar tus cartas amarillas o azules hacia arriba.</translation>
        </message>
        <message>
            <source>You may junk an available special achievement, or make a special achievement in the junk available again.</source>
            <extracomment>Publications (age 7, blue, fourth edition), non-demand effect 2</extracomment>
            <translation>Puedes descartar un logro especial disponible, o volver a dejar disponible un logro especial del descarte.</translation>
        </message>
        <message>
            <source>I demand you move one card from your score pile to my score pile for every four crowns on my board!</source>
            <extracomment>Combustion (age 7, red), demand effect 1</extracomment>
            <translation>¡Te exijo que pases una carta de tu pila de puntuación a mi pila de puntuación por cada cuatro coronas de mi tablero!</translation>
        </message>
        <message>
            <source>Return the bottom card of your red pile.</source>
            <extracomment>Combustion (age 7, red), non-demand effect 2</extracomment>
            <translation>Devuelve la carta inferior de tu pila roja.</translation>
        </message>
        <message>
            <source>I demand you move two cards from your score pile to my score pile!</source>
            <extracomment>Combustion (age 7, red, first edition), demand effect 1</extracomment>
            <translation>¡Te exijo que pases dos cartas de tu pila de puntuación a mi pila de puntuación!</translation>
        </message>
        <message>
            <source>I demand you move a card from your score pile to my score pile for each color on my board whose pile shows at least one crown!</source>
            <extracomment>Combustion (age 7, red, fourth edition), demand effect 1</extracomment>
            <translation>¡Te exijo que pases una carta de tu pila de puntuación a la mía por cada color de mi tablero cuya pila muestre al menos una corona!</translation>
        </message>
        <message>
            <source>Return your bottom red card.</source>
            <extracomment>Combustion (age 7, red, fourth edition), non-demand effect 2</extracomment>
            <translation>Devuelve tu carta inferior roja.</translation>
        </message>
        <message>
            <source>I demand you move the three highest cards in your hand to my hand! If you moved any and your hand is now empty, draw a 7!</source>
            <extracomment>Explosives (age 7, red), demand effect 1</extracomment>
            <translation>¡Te exijo que pases las tres cartas más altas de tu mano a mi mano! ¡Si has pasado alguna y ahora tu mano está vacía, roba un 7!</translation>
        </message>
        <message>
            <source>You may swap all cards in your hand with all cards in your score pile (all or nothing).</source>
            <extracomment>Bicycle (age 7, green), non-demand effect 1</extracomment>
            <translation>Puedes intercambiar todas las cartas de tu mano con todas las de tu pila de puntuación (todo o nada).</translation>
        </message>
        <message>
            <source>Return each of your top cards that lacks a factory. Then draw an 8 for every card you returned.</source>
            <extracomment>Electricity (age 7, green), non-demand effect 1</extracomment>
            <translation>Devuelve cada una de tus cartas superiores que no tenga fábrica. Después roba un 8 por cada carta devuelta.</translation>
        </message>
        <message>
            <source>I demand you return half of the cards in your hand, rounded down!</source>
            <extracomment>Refrigeration (age 7, yellow), demand effect 1</extracomment>
            <translation>¡Te exijo que devuelvas la mitad de las cartas de tu mano, redondeando hacia abajo!</translation>
        </message>
        <message>
            <source>You may score a card from your hand.</source>
            <extracomment>Refrigeration (age 7, yellow), non-demand effect 2</extracomment>
            <translation>Puedes puntuar una carta de tu mano.</translation>
        </message>
        <message>
            <source>I demand you return every card in your hand but one!</source>
            <extracomment>Refrigeration (age 7, yellow, fourth edition), demand effect 1</extracomment>
            <translation>¡Te exijo que devuelvas todas las cartas de tu mano menos una!</translation>
        </message>
        <message>
            <source>I demand you swap the two highest cards in your hand for the lowest card in my hand!</source>
            <extracomment>Sanitation (age 7, yellow), demand effect 1</extracomment>
            <translation>¡Te exijo que cambies las dos cartas más altas de tu mano por la carta más baja de mi mano!</translation>
        </message>
        <message>
            <source>I demand you exchange the two highest-value cards in your hand with the lowest-value card in my hand!</source>
            <extracomment>Sanitation (age 7, yellow, fourth edition), demand effect 1</extracomment>
            <translation>¡Te exijo que intercambies las dos cartas de mayor valor de tu mano con la carta de menor valor de mi mano!</translation>
        </message>
        <message>
            <source>Pick the 7 or the 8 supply pile and junk every card of it.</source>
            <extracomment>Sanitation (age 7, yellow, fourth edition), non-demand effect 2</extracomment>
            <translation>Elige el mazo 7 o el mazo 8 y descarta todas sus cartas.</translation>
        </message>
        <message>
            <source>You may tuck up to three cards from your hand. If you do, draw and score a 7 for each different value among the tucked cards.</source>
            <extracomment>Lighting (age 7, purple), non-demand effect 1</extracomment>
            <translation>Puedes archivar hasta tres cartas de tu mano. Si lo haces, roba y puntúa un 7 por cada valor distinto entre las cartas archivadas.</translation>
        </message>
        <message>
            <source>Return all cards in your hand, then draw three 6s.</source>
            <extracomment>Railroad (age 7, purple), non-demand effect 1</extracomment>
            <translation>Devuelve todas las cartas de tu mano y después roba tres 6.</translation>
        </message>
        <message>
            <source>You may splay up one color of yours that is currently splayed right.</source>
            <extracomment>Railroad (age 7, purple), non-demand effect 2</extracomment>
            <translation>Puedes desplegar hacia arriba un color tuyo que ahora esté desplegado a la derecha.</translation>
        </message>
        <message>
            <source>Return every card in your hand.</source>
            <extracomment>Railroad (age 7, purple, fourth edition), non-demand effect 1</extracomment>
            <translation>Devuelve todas las cartas de tu mano.</translation>
        </message>
        <message>
            <source>Draw three 6s.</source>
            <extracomment>Railroad (age 7, purple, fourth edition), non-demand effect 2</extracomment>
            <translation>Roba tres 6.</translation>
        </message>
        <message>
            <source>You may splay up one color of yours that is splayed right.</source>
            <extracomment>Railroad (age 7, purple, fourth edition), non-demand effect 3</extracomment>
            <translation>Puedes desplegar hacia arriba uno de tus colores desplegados a la derecha.</translation>
        </message>
        <message>
            <source>You may return up to two cards from your hand. If you return two, draw a 10, then draw and score a 10.</source>
            <extracomment>Quantum Theory (age 8, blue), non-demand effect 1</extracomment>
            <translation>Puedes devolver hasta dos cartas de tu mano. Si devuelves dos, roba un 10 y después roba y puntúa un 10.</translation>
        </message>
        <message>
            <source>For each two clocks on your board, return a card from any opponent's score pile.</source>
            <extracomment>Rocketry (age 8, blue), non-demand effect 1</extracomment>
            <translation>Por cada dos relojes de tu tablero, devuelve una carta de la pila de puntuación de cualquier oponente.</translation>
        </message>
        <message>
            <source>Return a card from any opponent's score pile for each color on your board whose pile shows at least one clock.</source>
            <extracomment>Rocketry (age 8, blue, fourth edition), non-demand effect 1</extracomment>
            <translation>Devuelve una carta de la pila de puntuación de cualquier oponente por cada color de tu tablero cuya pila muestre al menos un reloj.</translation>
        </message>
        <message>
            <source>If your red cards are splayed up, you may splay any one color of your cards up.</source>
            <extracomment>Flight (age 8, red), non-demand effect 1</extracomment>
            <translation>Si tus cartas rojas están desplegadas hacia arriba, puedes desplegar hacia arriba uno de tus colores, el que quieras.</translation>
        </message>
        <message>
            <source>You may splay your red cards up.</source>
            <extracomment>Flight (age 8, red), non-demand effect 2</extracomment>
            <translation>Puedes desplegar tus cartas rojas hacia arriba.</translation>
        </message>
        <message>
            <source>I demand you move your two highest non-red top cards without a factory from your board to my score pile! If you moved any, draw an 8!</source>
            <extracomment>Mobility (age 8, red), demand effect 1</extracomment>
            <translation>¡Te exijo que pases tus dos cartas superiores no rojas más altas sin fábrica de tu tablero a mi pila de puntuación! ¡Si has pasado alguna, roba un 8!</translation>
        </message>
        <message>
            <source>I demand you move your two highest-value non-red top cards without a factory, of two different colors, to my score pile! If you moved any, draw an 8!</source>
            <extracomment>Mobility (age 8, red, fourth edition), demand effect 1</extracomment>
            <translation>¡Te exijo que pases a mi pila de puntuación tus dos cartas superiores no rojas sin fábrica de mayor valor, de dos colores distintos! ¡Si pasaste alguna, roba un 8!</translation>
        </message>
        <message>
            <source>I demand you move a top non-green card with a factory from your board to my score pile! If you do, draw and meld an 8!</source>
            <extracomment>Corporations (age 8, green), demand effect 1</extracomment>
            <translation>¡Te exijo que pases una carta superior no verde con fábrica de tu tablero a mi pila de puntuación! ¡Si lo haces, roba y funde un 8!</translation>
        </message>
        <message>
            <source>Draw an 8 and meld it.</source>
            <extracomment>Corporations (age 8, green), non-demand effect 2</extracomment>
            <translation>Roba un 8 y fúndelo.</translation>
        </message>
        <message>
            <source>You may return a card from your hand. If you do, choose a value and return all cards of that value from every score pile.</source>
            <extracomment>Mass Media (age 8, green), non-demand effect 1</extracomment>
            <translation>Puedes devolver una carta de tu mano. Si lo haces, elige un valor y devuelve todas las cartas de ese valor de todas las pilas de puntuación.</translation>
        </message>
        <message>
            <source>You may splay your purple cards up.</source>
            <extracomment>Mass Media (age 8, green), non-demand effect 2</extracomment>
            <translation>Puedes desplegar tus cartas moradas hacia arriba.</translation>
        </message>
        <message>
            <source>You may return up to three cards from your hand. Draw two 8s for each different value among the cards you returned.</source>
            <extracomment>Antibiotics (age 8, yellow), non-demand effect 1</extracomment>
            <translation>Puedes devolver hasta tres cartas de tu mano. Roba dos 8 por cada valor distinto entre las cartas devueltas.</translation>
        </message>
        <message>
            <source>I demand you move a top non-yellow card with a clock from your board to my board! If you do, score the card beneath it and return the rest of that pile!</source>
            <extracomment>Skyscrapers (age 8, yellow), demand effect 1</extracomment>
            <translation>¡Te exijo que pases una carta superior no amarilla con reloj de tu tablero a mi tablero! ¡Si lo haces, puntúa la carta que está debajo y devuelve el resto de esa pila!</translation>
        </message>
        <message>
            <source>I demand you move a non-yellow top card with a clock from your board to mine! If you do, score your new top card of its color, return every other card of that color from your board, and if Skyscrapers is a top card, it goes to my hand!</source>
            <extracomment>Skyscrapers (age 8, yellow, fourth edition), demand effect 1</extracomment>
            <translation>¡Te exijo que pases una carta superior no amarilla con reloj de tu tablero al mío! ¡Si lo haces, puntúa tu nueva carta superior de ese color, devuelve todas las demás cartas de ese color de tu tablero, y si Skyscrapers es carta superior, pasa a mi mano!</translation>
        </message>
        <message>
            <source>Choose two colors, then draw and reveal a 9. If it is one of those colors, meld it and you may splay that color up; otherwise keep it.</source>
            <extracomment>Empiricism (age 8, purple), non-demand effect 1</extracomment>
            <translation>Elige dos colores y después roba y revela un 9. Si es de uno de esos colores, fúndelo y puedes desplegar ese color hacia arriba; si no, quédatelo.</translation>
        </message>
        <message>
            <source>If you have at least twenty lightbulbs on your board, you win.</source>
            <extracomment>Empiricism (age 8, purple), non-demand effect 2</extracomment>
            <translation>Si tienes al menos veinte bombillas en tu tablero, ganas la partida.</translation>
        </message>
        <message>
            <source>Choose two colors, then draw and reveal a 9. If it is of one of those colors, meld it and splay that color up. Otherwise unsplay the color of the drawn card.</source>
            <extracomment>Empiricism (age 8, purple, fourth edition), non-demand effect 1</extracomment>
            <translation>Elige dos colores y después roba y revela un 9. Si es de uno de esos colores, fúndelo y despliega ese color hacia arriba. Si no, deja sin desplegar el color de la carta robada.</translation>
        </message>
        <message>
            <source>If you have twenty or more lightbulbs on your board, you win.</source>
            <extracomment>Empiricism (age 8, purple, fourth edition), non-demand effect 2</extracomment>
            <translation>Si tienes veinte o más bombillas en tu tablero, ganas la partida.</translation>
        </message>
        <message>
            <source>You may tuck your entire hand (all or nothing). If any tucked card was purple, take all the lowest cards from every opponent's hand into your hand.</source>
            <extracomment>Socialism (age 8, purple), non-demand effect 1</extracomment>
            <translation>Puedes archivar toda tu mano (todo o nada). Si alguna carta archivada era morada, toma todas las cartas más bajas de la mano de cada oponente y ponlas en tu mano.</translation>
        </message>
        <message>
            <source>You may tuck a top card from your board. If you do, tuck every card in your hand.</source>
            <extracomment>Socialism (age 8, purple, fourth edition), non-demand effect 1</extracomment>
            <translation>Puedes archivar una carta superior de tu tablero. Si lo haces, archiva todas las cartas de tu mano.</translation>
        </message>
        <message>
            <source>You may junk an available standard achievement of value 8, 9 or 10.</source>
            <extracomment>Socialism (age 8, purple, fourth edition), non-demand effect 2</extracomment>
            <translation>Puedes descartar un logro estándar disponible de valor 8, 9 o 10.</translation>
        </message>
        <message>
            <source>You may splay your red or green cards up.</source>
            <extracomment>Computers (age 9, blue), non-demand effect 1</extracomment>
            <translation>Puedes desplegar tus cartas rojas o verdes hacia arriba.</translation>
        </message>
        <message>
            <source>Draw and meld a 10, then perform each of its non-demand effects yourself, without sharing.</source>
            <extracomment>Computers (age 9, blue), non-demand effect 2</extracomment>
            <translation>Roba y funde un 10, y después ejecuta tú mismo cada uno de sus efectos sin exigencia, sin compartir.</translation>
        </message>
        <message>
            <source>Draw and meld a 10, then self-execute it.</source>
            <extracomment>Computers (age 9, blue, fourth edition), non-demand effect 2</extracomment>
            <translation>Roba y funde un 10 y después autoejecútalo.</translation>
        </message>
        <message>
            <source>Draw and meld a 10. Score every card beneath it in that pile.</source>
            <extracomment>Genetics (age 9, blue), non-demand effect 1</extracomment>
            <translation>Roba y funde un 10. Puntúa todas las cartas que tenga debajo en esa pila.</translation>
        </message>
        <message>
            <source>Draw and meld an 11. Score every card beneath it in its pile.</source>
            <extracomment>Genetics (age 9, blue, fourth edition), non-demand effect 1</extracomment>
            <translation>Roba y funde un 11. Puntúa todas las cartas que quedan debajo en su pila.</translation>
        </message>
        <message>
            <source>I demand you move all but one card from your hand to my hand, and also move the highest card from your score pile to my score pile!</source>
            <extracomment>Composites (age 9, red), demand effect 1</extracomment>
            <translation>¡Te exijo que pases todas las cartas de tu mano menos una a mi mano, y también la carta más alta de tu pila de puntuación a mi pila de puntuación!</translation>
        </message>
        <message>
            <source>I demand you draw a 10! If it is red, remove all hands, boards and score piles from the game, and end this dogma action at once!</source>
            <extracomment>Fission (age 9, red), demand effect 1</extracomment>
            <translation>¡Te exijo que robes un 10! ¡Si es rojo, retira de la partida todas las manos, tableros y pilas de puntuación, y termina esta acción de Dogma de inmediato!</translation>
        </message>
        <message>
            <source>Return a top card other than Fission from any player's board. Then draw a 10.</source>
            <extracomment>Fission (age 9, red), non-demand effect 2</extracomment>
            <translation>Devuelve una carta superior que no sea Fission del tablero de cualquier jugador. Después roba un 10.</translation>
        </message>
        <message>
            <source>Return a top card other than Fission from any player's board.</source>
            <extracomment>Fission (age 9, red, first edition), non-demand effect 2</extracomment>
            <translation>Devuelve una carta superior que no sea Fission del tablero de cualquier jugador.</translation>
        </message>
        <message>
            <source>I demand you draw and reveal a 10! If it is red, junk every card of every player that is not an achievement, and the Dogma action is complete!</source>
            <extracomment>Fission (age 9, red, fourth edition), demand effect 1</extracomment>
            <translation>¡Te exijo que robes y reveles un 10! ¡Si es rojo, descarta todas las cartas de todos los jugadores que no sean logros, y la acción de Dogma termina!</translation>
        </message>
        <message>
            <source>I demand you draw two 9s and reveal them! I choose one to move onto my board, and you meld the other!</source>
            <extracomment>Collaboration (age 9, green), demand effect 1</extracomment>
            <translation>¡Te exijo que robes dos 9 y los reveles! ¡Yo elijo uno para pasarlo a mi tablero y tú fundes el otro!</translation>
        </message>
        <message>
            <source>If you have ten or more green cards on your board, you win.</source>
            <extracomment>Collaboration (age 9, green), non-demand effect 2</extracomment>
            <translation>Si tienes diez o más cartas verdes en tu tablero, ganas la partida.</translation>
        </message>
        <message>
            <source>Return all cards in your hand, then draw three 8s.</source>
            <extracomment>Satellites (age 9, green), non-demand effect 1</extracomment>
            <translation>Devuelve todas las cartas de tu mano y después roba tres 8.</translation>
        </message>
        <message>
            <source>Meld a card from your hand, then perform each of its non-demand effects yourself, without sharing.</source>
            <extracomment>Satellites (age 9, green), non-demand effect 3</extracomment>
            <translation>Funde una carta de tu mano y después ejecuta tú mismo cada uno de sus efectos sin exigencia, sin compartir.</translation>
        </message>
        <message>
            <source>Return every card in your hand. Then you may splay your purple cards up.</source>
            <extracomment>Satellites (age 9, green, fourth edition), non-demand effect 1</extracomment>
            <translation>Devuelve todas las cartas de tu mano. Después puedes desplegar tus cartas moradas hacia arriba.</translation>
        </message>
        <message>
            <source>Draw three 8s.</source>
            <extracomment>Satellites (age 9, green, fourth edition), non-demand effect 2</extracomment>
            <translation>Roba tres 8.</translation>
        </message>
        <message>
            <source>Meld a card from your hand, then self-execute it.</source>
            <extracomment>Satellites (age 9, green, fourth edition), non-demand effect 3</extracomment>
            <translation>Funde una carta de tu mano y después autoejecútala.</translation>
        </message>
        <message>
            <source>You may return a card from your hand. If you do, score a card from your hand and draw two 10s.</source>
            <extracomment>Ecology (age 9, yellow), non-demand effect 1</extracomment>
            <translation>Puedes devolver una carta de tu mano. Si lo haces, puntúa una carta de tu mano y roba dos 10.</translation>
        </message>
        <message>
            <source>You may junk every card of the 10 supply pile.</source>
            <extracomment>Ecology (age 9, yellow, fourth edition), non-demand effect 2</extracomment>
            <translation>Puedes descartar todas las cartas del mazo 10.</translation>
        </message>
        <message>
            <source>You may tuck any number of cards from your hand. Draw and score a 1 for each card you tucked.</source>
            <extracomment>Suburbia (age 9, yellow), non-demand effect 1</extracomment>
            <translation>Puedes archivar cualquier número de cartas de tu mano. Roba y puntúa un 1 por cada carta archivada.</translation>
        </message>
        <message>
            <source>You may junk every card of the 9 supply pile.</source>
            <extracomment>Suburbia (age 9, yellow, fourth edition), non-demand effect 2</extracomment>
            <translation>Puedes descartar todas las cartas del mazo 9.</translation>
        </message>
        <message>
            <source>I demand you move all the highest cards in your score pile to my hand! If you moved any, take a top card without a leaf from my board into your hand!</source>
            <extracomment>Services (age 9, purple), demand effect 1</extracomment>
            <translation>¡Te exijo que pases todas las cartas más altas de tu pila de puntuación a mi mano! ¡Si has pasado alguna, toma una carta superior sin hoja de mi tablero y ponla en tu mano!</translation>
        </message>
        <message>
            <source>I demand you move every card of the value of my choice from your score pile into my hand! If you moved any, move a top card without a leaf from my board into your hand!</source>
            <extracomment>Services (age 9, purple, fourth edition), demand effect 1</extracomment>
            <translation>¡Te exijo que pases a mi mano todas las cartas del valor que yo elija de tu pila de puntuación! ¡Si pasaste alguna, pasa a tu mano una carta superior sin hoja de mi tablero!</translation>
        </message>
        <message>
            <source>Reveal a card from your hand. Take the top card of that color from every opponent's board into your hand.</source>
            <extracomment>Specialization (age 9, purple), non-demand effect 1</extracomment>
            <translation>Revela una carta de tu mano. Toma la carta superior de ese color del tablero de cada oponente y ponla en tu mano.</translation>
        </message>
        <message>
            <source>Move a top card with a leaf from any opponent's board to your score pile.</source>
            <extracomment>Bioengineering (age 10, blue), non-demand effect 1</extracomment>
            <translation>Pasa una carta superior con hoja del tablero de cualquier oponente a tu pila de puntuación.</translation>
        </message>
        <message>
            <source>If any player has fewer than three leaves on their board, the single player with the most leaves wins.</source>
            <extracomment>Bioengineering (age 10, blue), non-demand effect 2</extracomment>
            <translation>Si algún jugador tiene menos de tres hojas en su tablero, gana la partida el único jugador con más hojas.</translation>
        </message>
        <message>
            <source>Score a top card with a leaf from any opponent's board.</source>
            <extracomment>Bioengineering (age 10, blue, fourth edition), non-demand effect 1</extracomment>
            <translation>Puntúa una carta superior con hoja del tablero de cualquier oponente.</translation>
        </message>
        <message>
            <source>If any player has fewer than two leaves, the single player with the most leaves wins.</source>
            <extracomment>Bioengineering (age 10, blue, fourth edition), non-demand effect 2</extracomment>
            <translation>Si algún jugador tiene menos de dos hojas, gana la partida el único jugador con más hojas.</translation>
        </message>
        <message>
            <source>Draw a 10 and score it.</source>
            <extracomment>Software (age 10, blue), non-demand effect 1</extracomment>
            <translation>Roba un 10 y puntúalo.</translation>
        </message>
        <message>
            <source>Draw and meld two 10s, then perform each non-demand effect of the second card yourself, without sharing.</source>
            <extracomment>Software (age 10, blue), non-demand effect 2</extracomment>
            <translation>Roba y funde dos 10, y después ejecuta tú mismo cada efecto sin exigencia de la segunda carta, sin compartir.</translation>
        </message>
        <message>
            <source>Draw and score a 10.</source>
            <extracomment>Software (age 10, blue, fourth edition), non-demand effect 1</extracomment>
            <translation>Roba y puntúa un 10.</translation>
        </message>
        <message>
            <source>Draw and meld two 9s, then self-execute the second one.</source>
            <extracomment>Software (age 10, blue, fourth edition), non-demand effect 2</extracomment>
            <translation>Roba y funde dos 9 y después autoejecuta el segundo.</translation>
        </message>
        <message>
            <source>You may return a card from your hand. If it was a 10, draw a 10 for each different value in your score pile.</source>
            <extracomment>Miniaturization (age 10, red), non-demand effect 1</extracomment>
            <translation>Puedes devolver una carta de tu mano. Si era un 10, roba un 10 por cada valor distinto de tu pila de puntuación.</translation>
        </message>
        <message>
            <source>Return a card from your hand. If it was a 10, draw a 10 for each different value among the cards in your score pile. If it was an 11, junk every card of the 11 supply pile.</source>
            <extracomment>Miniaturization (age 10, red, fourth edition), non-demand effect 1</extracomment>
            <translation>Devuelve una carta de tu mano. Si era un 10, roba un 10 por cada valor distinto entre las cartas de tu pila de puntuación. Si era un 11, descarta todas las cartas del mazo 11.</translation>
        </message>
        <message>
            <source>Score your top green card. Then draw and meld a 10 and perform each of its non-demand effects yourself, without sharing.</source>
            <extracomment>Robotics (age 10, red), non-demand effect 1</extracomment>
            <translation>Puntúa tu carta superior verde. Después roba y funde un 10 y ejecuta tú mismo cada uno de sus efectos sin exigencia, sin compartir.</translation>
        </message>
        <message>
            <source>Score your top green card.</source>
            <extracomment>Robotics (age 10, red, fourth edition), non-demand effect 1</extracomment>
            <translation>Puntúa tu carta superior verde.</translation>
        </message>
        <message>
            <source>Draw and meld a 10. If it has a factory or a clock, self-execute it.</source>
            <extracomment>Robotics (age 10, red, fourth edition), non-demand effect 2</extracomment>
            <translation>Roba y funde un 10. Si tiene una fábrica o un reloj, autoejecútalo.</translation>
        </message>
        <message>
            <source>I demand you return half of the cards in your score pile, rounded up!</source>
            <extracomment>Databases (age 10, green), demand effect 1</extracomment>
            <translation>¡Te exijo que devuelvas la mitad de las cartas de tu pila de puntuación, redondeando hacia arriba!</translation>
        </message>
        <message>
            <source>I demand you return as many cards from your score pile as the value of your highest achievement!</source>
            <extracomment>Databases (age 10, green, fourth edition), demand effect 1</extracomment>
            <translation>¡Te exijo que devuelvas de tu pila de puntuación tantas cartas como el valor de tu logro más alto!</translation>
        </message>
        <message>
            <source>Perform each non-demand effect of any other top card on your board yourself, without sharing.</source>
            <extracomment>Self Service (age 10, green), non-demand effect 1</extracomment>
            <translation>Ejecuta tú mismo cada efecto sin exigencia de cualquier otra carta superior de tu tablero, sin compartir.</translation>
        </message>
        <message>
            <source>If you have more achievements than every other player, you win.</source>
            <extracomment>Self Service (age 10, green), non-demand effect 2</extracomment>
            <translation>Si tienes más logros que cada uno de los demás jugadores, ganas la partida.</translation>
        </message>
        <message>
            <source>If you have at least twice as many achievements as each opponent, you win.</source>
            <extracomment>Self Service (age 10, green, fourth edition), non-demand effect 1</extracomment>
            <translation>Si tienes al menos el doble de logros que cada oponente, ganas la partida.</translation>
        </message>
        <message>
            <source>Self-execute one of your other top cards.</source>
            <extracomment>Self Service (age 10, green, fourth edition), non-demand effect 2</extracomment>
            <translation>Autoejecuta otra de tus cartas superiores.</translation>
        </message>
        <message>
            <source>I demand you return a top card with a leaf from your board!</source>
            <extracomment>Globalization (age 10, yellow), demand effect 1</extracomment>
            <translation>¡Te exijo que devuelvas una carta superior con hoja de tu tablero!</translation>
        </message>
        <message>
            <source>Draw and score a 6. Then, if no player has more leaves than factories on their board, the single player with the most points wins.</source>
            <extracomment>Globalization (age 10, yellow), non-demand effect 2</extracomment>
            <translation>Roba y puntúa un 6. Después, si ningún jugador tiene en su tablero más hojas que fábricas, gana la partida el único jugador con más puntos.</translation>
        </message>
        <message>
            <source>Draw and meld an 11. Then, if no player has more leaves than factories, the single player with the most points wins.</source>
            <extracomment>Globalization (age 10, yellow, fourth edition), non-demand effect 2</extracomment>
            <translation>Roba y funde un 11. Después, si ningún jugador tiene más hojas que fábricas, gana la partida el único jugador con más puntos.</translation>
        </message>
        <message>
            <source>You may score all cards in your hand (all or nothing).</source>
            <extracomment>Stem Cells (age 10, yellow), non-demand effect 1</extracomment>
            <translation>Puedes puntuar todas las cartas de tu mano (todo o nada).</translation>
        </message>
        <message>
            <source>You may score every card in your hand.</source>
            <extracomment>Stem Cells (age 10, yellow, fourth edition), non-demand effect 1</extracomment>
            <translation>Puedes puntuar todas las cartas de tu mano.</translation>
        </message>
        <message>
            <source>Draw an 11.</source>
            <extracomment>Stem Cells (age 10, yellow, fourth edition), non-demand effect 2</extracomment>
            <translation>Roba un 11.</translation>
        </message>
        <message>
            <source>If Robotics and Software are both top cards on any boards, the single player with the lowest score wins.</source>
            <extracomment>A.I. (age 10, purple), non-demand effect 2</extracomment>
            <translation>Si Robotics y Software son ambas cartas superiores en algún tablero, gana la partida el único jugador con la puntuación más baja.</translation>
        </message>
        <message>
            <source>You may splay your green cards up.</source>
            <extracomment>The Internet (age 10, purple), non-demand effect 1</extracomment>
            <translation>Puedes desplegar tus cartas verdes hacia arriba.</translation>
        </message>
        <message>
            <source>Draw and meld a 10 for each two clocks on your board.</source>
            <extracomment>The Internet (age 10, purple), non-demand effect 3</extracomment>
            <translation>Roba y funde un 10 por cada dos relojes de tu tablero.</translation>
        </message>
        <message>
            <source>Draw and meld two 10s.</source>
            <extracomment>The Internet (age 10, purple, fourth edition), non-demand effect 3</extracomment>
            <translation>Roba y funde dos 10.</translation>
        </message>
        <message>
            <source>I compel you to return every top card of your board that has a demand or compel effect!</source>
            <extracomment>Treaty of Kadesh (age 1, blue), compel effect 1</extracomment>
            <translation>¡Te obligo a devolver todas las cartas superiores de tu tablero que tengan un efecto de exigencia o de obligación!</translation>
        </message>
        <message>
            <source>Score one of your non-blue top cards that has a demand or compel effect.</source>
            <extracomment>Treaty of Kadesh (age 1, blue), non-demand effect 2</extracomment>
            <translation>Puntúa una de tus cartas superiores no azules que tenga un efecto de exigencia o de obligación.</translation>
        </message>
        <message>
            <source>Draw and reveal a 1. If you have a top card of the same color and value as the drawn card, score the drawn card and repeat this effect.</source>
            <extracomment>Sibidu Needle (age 1, blue), non-demand effect 1</extracomment>
            <translation>Roba y revela un 1. Si tienes una carta superior del mismo color y valor que la carta robada, puntúa la carta robada y repite este efecto.</translation>
        </message>
        <message>
            <source>Draw and reveal a 4. If your top card of the drawn card's color has a title that comes before the drawn card's title in alphabetical order, return the drawn card and every card in your score pile.</source>
            <extracomment>Basur Hoyuk Tokens (age 1, blue), non-demand effect 1</extracomment>
            <translation>Roba y revela un 4. Si el título de tu carta superior del color de la carta robada va antes en orden alfabético que el título de la carta robada, devuelve la carta robada y todas las cartas de tu pila de puntuación.</translation>
        </message>
        <message>
            <source>I compel you to transfer your highest top card with a castle to my hand!</source>
            <extracomment>Holmegaard Bows (age 1, red), compel effect 1</extracomment>
            <translation>¡Te obligo a transferir tu carta superior con castillo más alta a mi mano!</translation>
        </message>
        <message>
            <source>Draw a 2.</source>
            <extracomment>Holmegaard Bows (age 1, red), non-demand effect 2</extracomment>
            <translation>Roba un 2.</translation>
        </message>
        <message>
            <source>Return a purple card from your hand. If you do, choose a card type, then draw and reveal a card of that type two values higher than the returned card. If the drawn card is purple, meld it and carry out its non-demand effects yourself alone.</source>
            <extracomment>Papyrus of Ani (age 1, red), non-demand effect 1</extracomment>
            <translation>Devuelve una carta morada de tu mano. Si lo haces, elige un tipo de carta y después roba y revela una carta de ese tipo dos valores por encima de la carta devuelta. Si la carta robada es morada, fúndela y ejecuta tú solo sus efectos sin exigencia.</translation>
        </message>
        <message>
            <source>Draw three cards of value equal to your top green card. Return one of the drawn cards, then score another of them.</source>
            <extracomment>Pavlovian Tusk (age 1, red), non-demand effect 1</extracomment>
            <translation>Roba tres cartas de valor igual a tu carta superior verde. Devuelve una de las cartas robadas y después puntúa otra de ellas.</translation>
        </message>
        <message>
            <source>Score a card from your hand. If you have a top card of the scored card's color, carry out that top card's non-demand effects yourself alone.</source>
            <extracomment>Priest-King (age 1, green), non-demand effect 1</extracomment>
            <translation>Puntúa una carta de tu mano. Si tienes una carta superior del color de la carta puntuada, ejecuta tú solo los efectos sin exigencia de esa carta superior.</translation>
        </message>
        <message>
            <source>Claim an achievement you are eligible for, if there is one.</source>
            <extracomment>Priest-King (age 1, green), non-demand effect 2</extracomment>
            <translation>Reclama un logro para el que cumplas los requisitos, si hay alguno.</translation>
        </message>
        <message>
            <source>Draw and reveal a 3. If you have no top card of its color, meld it and repeat this effect.</source>
            <extracomment>Electrum Stater of Efesos (age 1, green), non-demand effect 1</extracomment>
            <translation>Roba y revela un 3. Si no tienes ninguna carta superior de su color, fúndelo y repite este efecto.</translation>
        </message>
        <message>
            <source>I compel you to return a card from your score pile! If you do, transfer one of your achievements of the same value to my achievements!</source>
            <extracomment>Jiskairumoko Necklace (age 1, green), compel effect 1</extracomment>
            <translation>¡Te obligo a devolver una carta de tu pila de puntuación! ¡Si lo haces, transfiere uno de tus logros del mismo valor a mis logros!</translation>
        </message>
        <message>
            <source>I compel you to transfer Dancing Girl to your board, from wherever it is!</source>
            <extracomment>Dancing Girl (age 1, yellow), compel effect 1</extracomment>
            <translation>¡Te obligo a transferir Dancing Girl a tu tablero, esté donde esté!</translation>
        </message>
        <message>
            <source>If Dancing Girl began this action on your board and has since been on every other player's board, you win.</source>
            <extracomment>Dancing Girl (age 1, yellow), non-demand effect 2</extracomment>
            <translation>Si Dancing Girl empezó esta acción en tu tablero y desde entonces ha estado en el tablero de cada uno de los demás jugadores, ganas la partida.</translation>
        </message>
        <message>
            <source>Meld a card from your hand, then score every card beneath it in its pile. If you scored any card, repeat this effect.</source>
            <extracomment>Lurgan Canoe (age 1, yellow), non-demand effect 1</extracomment>
            <translation>Funde una carta de tu mano y después puntúa todas las cartas que tenga debajo en su pila. Si has puntuado alguna carta, repite este efecto.</translation>
        </message>
        <message>
            <source>Reveal three cards from your hand. Score two of them and tuck the third. If the two scored cards share a color, draw three 1s.</source>
            <extracomment>Xianrendong Shards (age 1, yellow), non-demand effect 1</extracomment>
            <translation>Revela tres cartas de tu mano. Puntúa dos de ellas y archiva la tercera. Si las dos cartas puntuadas son del mismo color, roba tres 1.</translation>
        </message>
        <message>
            <source>Choose a color. Every player reveals the cards of that color in their hand. If you revealed at least one and nobody else revealed any, return the cards you revealed and claim every available achievement of a value among them, ignoring eligibility.</source>
            <extracomment>Mask of Warka (age 1, purple), non-demand effect 1</extracomment>
            <translation>Elige un color. Cada jugador revela las cartas de ese color de su mano. Si has revelado al menos una y nadie más ha revelado ninguna, devuelve las cartas que has revelado y reclama cada logro disponible de un valor igual al de alguna de ellas, aunque no cumplas los requisitos.</translation>
        </message>
        <message>
            <source>Return a card from your hand. From the board of every player, you included, who has no Artifact on top of any pile, transfer every card of the returned card's color to your score pile. Then, if Ark of the Covenant is a top card on any board, transfer it to your hand.</source>
            <extracomment>Ark of the Covenant (age 1, purple), non-demand effect 1</extracomment>
            <translation>Devuelve una carta de tu mano. Del tablero de cada jugador, tú incluido, que no tenga un Artefacto encima de ninguna pila, transfiere a tu pila de puntuación todas las cartas del color de la carta devuelta. Después, si Ark of the Covenant es carta superior en algún tablero, transfiérela a tu mano.</translation>
        </message>
        <message>
            <source>Choose a color, then draw a 1. Meld a card of the chosen color from your hand. If you do, splay that color left.</source>
            <extracomment>Tale of the Shipwrecked Sailor (age 1, purple), non-demand effect 1</extracomment>
            <translation>Elige un color y después roba un 1. Funde una carta del color elegido de tu mano. Si lo haces, despliega ese color a la izquierda.</translation>
        </message>
        <message>
            <source>Draw and meld a 3. Then meld the bottom card of that color's pile and carry out its non-demand effects yourself alone.</source>
            <extracomment>Seikilos Epitaph (age 2, blue), non-demand effect 1</extracomment>
            <translation>Roba y funde un 3. Después funde la carta inferior de la pila de ese color y ejecuta tú solo sus efectos sin exigencia.</translation>
        </message>
        <message>
            <source>Choose a card type and draw two 2s of it. Meld one of them and transfer the other to an opponent's board.</source>
            <extracomment>Rosetta Stone (age 2, blue), non-demand effect 1</extracomment>
            <translation>Elige un tipo de carta y roba dos 2 de ese tipo. Funde uno de ellos y transfiere el otro al tablero de un oponente.</translation>
        </message>
        <message>
            <source>If you have the fewest castles of all players (or tie), draw a 2. If you have the fewest crowns (or tie), draw a 3. If you have the fewest lightbulbs (or tie), draw a 4.</source>
            <extracomment>Chronicle of Zuo (age 2, red), non-demand effect 1</extracomment>
            <translation>Si eres quien menos castillos tiene de todos los jugadores (o empatas), roba un 2. Si eres quien menos coronas tiene (o empatas), roba un 3. Si eres quien menos bombillas tiene (o empatas), roba un 4.</translation>
        </message>
        <message>
            <source>I compel you to transfer a non-red top card with a castle from your board to my board!</source>
            <extracomment>Babylonian Chronicles (age 2, red), compel effect 1</extracomment>
            <translation>¡Te obligo a transferir una carta superior no roja con castillo de tu tablero a mi tablero!</translation>
        </message>
        <message>
            <source>Draw and score a 3.</source>
            <extracomment>Babylonian Chronicles (age 2, red), non-demand effect 2</extracomment>
            <translation>Roba y puntúa un 3.</translation>
        </message>
        <message>
            <source>I compel you to transfer a top Artifact from your board to my board!</source>
            <extracomment>Holy Lance (age 2, green), compel effect 1</extracomment>
            <translation>¡Te obligo a transferir un Artefacto superior de tu tablero a mi tablero!</translation>
        </message>
        <message>
            <source>If Holy Grail is a top card of your board, you win.</source>
            <extracomment>Holy Lance (age 2, green), non-demand effect 2</extracomment>
            <translation>Si Holy Grail es una carta superior de tu tablero, ganas la partida.</translation>
        </message>
        <message>
            <source>Meld two cards from your hand. If they share a color and come from different card types, draw and score five 2s.</source>
            <extracomment>Baghdad Battery (age 2, green), non-demand effect 1</extracomment>
            <translation>Funde dos cartas de tu mano. Si son del mismo color y de tipos de carta distintos, roba y puntúa cinco 2.</translation>
        </message>
        <message>
            <source>Return a card from your hand. If you do, claim the achievement of the same value, ignoring eligibility.</source>
            <extracomment>Holy Grail (age 2, yellow), non-demand effect 1</extracomment>
            <translation>Devuelve una carta de tu mano. Si lo haces, reclama el logro del mismo valor, aunque no cumplas los requisitos.</translation>
        </message>
        <message>
            <source>I compel you to return a top card of yours that has no castle!</source>
            <extracomment>Terracotta Army (age 2, yellow), compel effect 1</extracomment>
            <translation>¡Te obligo a devolver una de tus cartas superiores que no tenga castillo!</translation>
        </message>
        <message>
            <source>Score a card without a castle from your hand.</source>
            <extracomment>Terracotta Army (age 2, yellow), non-demand effect 2</extracomment>
            <translation>Puntúa una carta sin castillo de tu mano.</translation>
        </message>
        <message>
            <source>Draw an Artifact of value equal to your highest top card.</source>
            <extracomment>Dead Sea Scrolls (age 2, purple), non-demand effect 1</extracomment>
            <translation>Roba un Artefacto de valor igual a tu carta superior más alta.</translation>
        </message>
        <message>
            <source>Choose a top purple card other than Cyrus Cylinder on any board and carry out its non-demand effects yourself alone. Then splay left a pile of your choice on any board.</source>
            <extracomment>Cyrus Cylinder (age 2, purple), non-demand effect 1</extracomment>
            <translation>Elige una carta superior morada que no sea Cyrus Cylinder en cualquier tablero y ejecuta tú solo sus efectos sin exigencia. Después despliega a la izquierda una pila que elijas de cualquier tablero.</translation>
        </message>
        <message>
            <source>Return every card in your hand. Draw a card of value equal to the number of cards you returned.</source>
            <extracomment>Dunhuang Star Chart (age 3, blue), non-demand effect 1</extracomment>
            <translation>Devuelve todas las cartas de tu mano. Roba una carta de valor igual al número de cartas devueltas.</translation>
        </message>
        <message>
            <source>Tuck a card from your hand. If you do, splay its color left, then choose a splayed pile on any board and carry out the non-demand effects of its top card yourself alone.</source>
            <extracomment>Charter of Liberties (age 3, blue), non-demand effect 1</extracomment>
            <translation>Archiva una carta de tu mano. Si lo haces, despliega su color a la izquierda; después elige una pila desplegada de cualquier tablero y ejecuta tú solo los efectos sin exigencia de su carta superior.</translation>
        </message>
        <message>
            <source>I compel you to transfer to my board a top card of yours of higher value than my top card of the same color!</source>
            <extracomment>Excalibur (age 3, red), compel effect 1</extracomment>
            <translation>¡Te obligo a transferir a mi tablero una de tus cartas superiores de mayor valor que mi carta superior del mismo color!</translation>
        </message>
        <message>
            <source>I compel you to choose one of your top cards and transfer every card of its color from your board to my score pile!</source>
            <extracomment>Mjolnir Amulet (age 3, red), compel effect 1</extracomment>
            <translation>¡Te obligo a elegir una de tus cartas superiores y transferir todas las cartas de su color de tu tablero a mi pila de puntuación!</translation>
        </message>
        <message>
            <source>Return a card from your hand. Score a number of cards from your hand equal to its value.</source>
            <extracomment>Philosopher's Stone (age 3, green), non-demand effect 1</extracomment>
            <translation>Devuelve una carta de tu mano. Puntúa tantas cartas de tu mano como su valor.</translation>
        </message>
        <message>
            <source>Draw and reveal a 4. Splay right the color of the drawn card.</source>
            <extracomment>Beauvais Cathedral Clock (age 3, green), non-demand effect 1</extracomment>
            <translation>Roba y revela un 4. Despliega a la derecha el color de la carta robada.</translation>
        </message>
        <message>
            <source>I compel you to reveal your hand! I choose one of its cards, and it goes onto my board!</source>
            <extracomment>Moylough Belt Shrine (age 3, yellow), compel effect 1</extracomment>
            <translation>¡Te obligo a revelar tu mano! ¡Yo elijo una de sus cartas y va a mi tablero!</translation>
        </message>
        <message>
            <source>Draw and reveal a 4. If it is yellow, tuck it. If it is purple, score it. Otherwise keep it and repeat this effect.</source>
            <extracomment>Along the River during the Qingming Festival (age 3, yellow), non-demand effect 1</extracomment>
            <translation>Roba y revela un 4. Si es amarillo, archívalo. Si es morado, puntúalo. Si no, quédatelo y repite este efecto.</translation>
        </message>
        <message>
            <source>Draw and reveal a 3. If it is yellow, return your whole hand; green, unsplay all your colors; red, return your whole score pile; blue, draw a 9.</source>
            <extracomment>Necronomicon (age 3, purple), non-demand effect 1</extracomment>
            <translation>Roba y revela un 3. Si es amarillo, devuelve toda tu mano; si es verde, deja sin desplegar todos tus colores; si es rojo, devuelve toda tu pila de puntuación; si es azul, roba un 9.</translation>
        </message>
        <message>
            <source>Return a card from your hand. If you do, return your top card of its color and a card of its color from your score pile. If you returned all three, claim an achievement, ignoring eligibility.</source>
            <extracomment>Shroud of Turin (age 3, purple), non-demand effect 1</extracomment>
            <translation>Devuelve una carta de tu mano. Si lo haces, devuelve tu carta superior de su color y una carta de su color de tu pila de puntuación. Si has devuelto las tres, reclama un logro, aunque no cumplas los requisitos.</translation>
        </message>
        <message>
            <source>I compel you to transfer to my score pile a card from your score pile for each of your top cards with a castle!</source>
            <extracomment>Petition of Right (age 4, blue), compel effect 1</extracomment>
            <translation>¡Te obligo a transferir a mi pila de puntuación una carta de tu pila de puntuación por cada una de tus cartas superiores con castillo!</translation>
        </message>
        <message>
            <source>Return a card from your score pile. If you do, draw a 5 and a 6, then reveal one of them that shares an icon with the returned card. If neither does, reveal and return both and repeat this effect.</source>
            <extracomment>Delft Pocket Telescope (age 4, blue), non-demand effect 1</extracomment>
            <translation>Devuelve una carta de tu pila de puntuación. Si lo haces, roba un 5 y un 6, y después revela uno de ellos que tenga un icono en común con la carta devuelta. Si ninguno lo tiene, revela y devuelve los dos y repite este efecto.</translation>
        </message>
        <message>
            <source>Choose a value other than 5. Every player returns every card of that value from their score pile. Draw and score a 5 for each player who returned a card.</source>
            <extracomment>East India Company Charter (age 4, red), non-demand effect 1</extracomment>
            <translation>Elige un valor distinto de 5. Cada jugador devuelve todas las cartas de ese valor de su pila de puntuación. Roba y puntúa un 5 por cada jugador que haya devuelto alguna carta.</translation>
        </message>
        <message>
            <source>I compel you to transfer the highest cards of your score pile to my score pile! If you do, transfer a top card of yours of the same value to my board!</source>
            <extracomment>Tortugas Galleon (age 4, red), compel effect 1</extracomment>
            <translation>¡Te obligo a transferir las cartas más altas de tu pila de puntuación a mi pila de puntuación! ¡Si lo haces, transfiere una de tus cartas superiores del mismo valor a mi tablero!</translation>
        </message>
        <message>
            <source>Return your whole hand. Draw three 4s. Meld a blue card from your hand. Score a card from your hand. Return a card from your score pile.</source>
            <extracomment>Molasses Reef Caravel (age 4, green), non-demand effect 1</extracomment>
            <translation>Devuelve toda tu mano. Roba tres 4. Funde una carta azul de tu mano. Puntúa una carta de tu mano. Devuelve una carta de tu pila de puntuación.</translation>
        </message>
        <message>
            <source>If you have fewer than four cards in hand, return every non-green top card of your board and draw a 5 for each. Meld a card from your hand.</source>
            <extracomment>Hunt-Lenox Globe (age 4, green), non-demand effect 1</extracomment>
            <translation>Si tienes menos de cuatro cartas en la mano, devuelve todas las cartas superiores no verdes de tu tablero y roba un 5 por cada una. Funde una carta de tu mano.</translation>
        </message>
        <message>
            <source>I compel you to transfer every top card with a crown from your board to my score pile!</source>
            <extracomment>Moses (age 4, yellow), compel effect 1</extracomment>
            <translation>¡Te obligo a transferir todas las cartas superiores con corona de tu tablero a mi pila de puntuación!</translation>
        </message>
        <message>
            <source>Score a top card of yours with a crown.</source>
            <extracomment>Moses (age 4, yellow), non-demand effect 2</extracomment>
            <translation>Puntúa una de tus cartas superiores con corona.</translation>
        </message>
        <message>
            <source>Choose a number and a color. Draw five 4s, then reveal your hand. If it holds exactly that many cards of that color, score them and splay that color right. Otherwise, return your whole hand.</source>
            <extracomment>Mona Lisa (age 4, yellow), non-demand effect 1</extracomment>
            <translation>Elige un número y un color. Roba cinco 4 y después revela tu mano. Si tiene exactamente ese número de cartas de ese color, puntúalas y despliega ese color a la derecha. Si no, devuelve toda tu mano.</translation>
        </message>
        <message>
            <source>Reveal your hand. If it holds exactly five cards, one of each color, you win.</source>
            <extracomment>Cross of Coronado (age 4, purple), non-demand effect 1</extracomment>
            <translation>Revela tu mano. Si tiene exactamente cinco cartas, una de cada color, ganas la partida.</translation>
        </message>
        <message>
            <source>For each value that exactly one of your top cards has, draw and score a card of that value, lowest first.</source>
            <extracomment>Abell Gallery Harpsichord (age 4, purple), non-demand effect 1</extracomment>
            <translation>Por cada valor que tenga exactamente una de tus cartas superiores, roba y puntúa una carta de ese valor, empezando por el más bajo.</translation>
        </message>
        <message>
            <source>Return the lowest card in your hand and your lowest top card. Draw and score a card of value equal to their values added.</source>
            <extracomment>Boerhavve Silver Microscope (age 5, blue), non-demand effect 1</extracomment>
            <translation>Devuelve la carta más baja de tu mano y tu carta superior más baja. Roba y puntúa una carta de valor igual a la suma de sus valores.</translation>
        </message>
        <message>
            <source>Return every non-blue top card of your board. For each returned card, from the lowest value up, draw and meld a card of value one higher.</source>
            <extracomment>Principia (age 5, blue), non-demand effect 1</extracomment>
            <translation>Devuelve todas las cartas superiores no azules de tu tablero. Por cada carta devuelta, de menor a mayor valor, roba y funde una carta de un valor más.</translation>
        </message>
        <message>
            <source>I compel you to choose a color in which you show more cards than I do, and transfer every card of it from your board to mine, bottom card first!</source>
            <extracomment>Bill of Rights (age 5, red), compel effect 1</extracomment>
            <translation>¡Te obligo a elegir un color del que muestres más cartas que yo y a transferir todas sus cartas de tu tablero al mío, empezando por la carta inferior!</translation>
        </message>
        <message>
            <source>If your score pile is empty, choose a color and score every card of it on your board. Otherwise, return your whole score pile.</source>
            <extracomment>Ship of the Line Sussex (age 5, red), non-demand effect 1</extracomment>
            <translation>Si tu pila de puntuación está vacía, elige un color y puntúa todas sus cartas de tu tablero. Si no, devuelve toda tu pila de puntuación.</translation>
        </message>
        <message>
            <source>Draw and meld a 5. If it is not green, repeat this effect.</source>
            <extracomment>Barque-Longue La Belle (age 5, green), non-demand effect 1</extracomment>
            <translation>Roba y funde un 5. Si no es verde, repite este efecto.</translation>
        </message>
        <message>
            <source>Score the bottom card of each of your piles. Then meld a card from your score pile and splay its color right.</source>
            <extracomment>Hudson's Bay Company Archives (age 5, green), non-demand effect 1</extracomment>
            <translation>Puntúa la carta inferior de cada una de tus pilas. Después funde una carta de tu pila de puntuación y despliega su color a la derecha.</translation>
        </message>
        <message>
            <source>If Gujin Tushu Jinsheng is your top yellow card, choose a top card of another player and carry out all of its effects as if they were on this card, without sharing.</source>
            <extracomment>Gujin Tushu Jinsheng (age 5, yellow), non-demand effect 1</extracomment>
            <translation>Si Gujin Tushu Jinsheng es tu carta superior amarilla, elige una carta superior de otro jugador y ejecuta todos sus efectos como si estuvieran en esta carta, sin compartir.</translation>
        </message>
        <message>
            <source>Choose a value. Draw a card of it, look at it, and put it back on top of its pile. Then you may choose another of your top cards and carry out all of its effects as if they were on this card, without sharing.</source>
            <extracomment>The Daily Courant (age 5, yellow), non-demand effect 1</extracomment>
            <translation>Elige un valor. Roba una carta de ese valor, mírala y vuelve a ponerla encima de su mazo. Después puedes elegir otra de tus cartas superiores y ejecutar todos sus efectos como si estuvieran en esta carta, sin compartir.</translation>
        </message>
        <message>
            <source>Draw and reveal a 6. If it is red, claim an achievement, ignoring eligibility.</source>
            <extracomment>Sandham Room Cricket Bat (age 5, purple), non-demand effect 1</extracomment>
            <translation>Roba y revela un 6. Si es rojo, reclama un logro, aunque no cumplas los requisitos.</translation>
        </message>
        <message>
            <source>Meld a card from your hand. Claim the achievement of its value, ignoring eligibility.</source>
            <extracomment>Almira, Queen of the Castle (age 5, purple), non-demand effect 1</extracomment>
            <translation>Funde una carta de tu mano. Reclama el logro de su valor, aunque no cumplas los requisitos.</translation>
        </message>
        <message>
            <source>Return a card from your hand and one of your top cards. If you returned two cards whose values add up to 10, draw and score a 10.</source>
            <extracomment>Kilogram of the Archives (age 6, blue), non-demand effect 1</extracomment>
            <translation>Devuelve una carta de tu mano y una de tus cartas superiores. Si has devuelto dos cartas cuyos valores suman 10, roba y puntúa un 10.</translation>
        </message>
        <message>
            <source>Return a card from your hand. Draw a card of value equal to the most icons of one kind showing in your pile of its color. Splay that color right.</source>
            <extracomment>Puffing Billy (age 6, blue), non-demand effect 1</extracomment>
            <translation>Devuelve una carta de tu mano. Roba una carta de valor igual al mayor número de iconos de un mismo tipo visibles en tu pila de su color. Despliega ese color a la derecha.</translation>
        </message>
        <message>
            <source>I compel you to reveal a card from your hand! If its value matches one of my top cards, return it and every card of its color on your board!</source>
            <extracomment>Frigate Constitution (age 6, red), compel effect 1</extracomment>
            <translation>¡Te obligo a revelar una carta de tu mano! ¡Si su valor coincide con el de una de mis cartas superiores, devuélvela junto con todas las cartas de su color de tu tablero!</translation>
        </message>
        <message>
            <source>I compel you to transfer the highest card in your hand to my hand, the highest card of your score pile to my score pile, and your highest top card with a factory to my board!</source>
            <extracomment>U.S. Declaration of Independence (age 6, red), compel effect 1</extracomment>
            <translation>¡Te obligo a transferir la carta más alta de tu mano a mi mano, la carta más alta de tu pila de puntuación a mi pila de puntuación, y tu carta superior con fábrica más alta a mi tablero!</translation>
        </message>
        <message>
            <source>Draw and score a 1. Then draw and score a card of value equal to your score divided by five, rounded up.</source>
            <extracomment>The Wealth of Nations (age 6, green), non-demand effect 1</extracomment>
            <translation>Roba y puntúa un 1. Después roba y puntúa una carta de valor igual a tu puntuación dividida entre cinco, redondeando hacia arriba.</translation>
        </message>
        <message>
            <source>Choose three colors. Draw and reveal an 8. If it is one of those colors, score it and splay that color up. Otherwise, return every card of its color from your score pile and unsplay that color.</source>
            <extracomment>Buttonwood Agreement (age 6, green), non-demand effect 1</extracomment>
            <translation>Elige tres colores. Roba y revela un 8. Si es de uno de esos colores, puntúalo y despliega ese color hacia arriba. Si no, devuelve todas las cartas de su color de tu pila de puntuación y deja ese color sin desplegar.</translation>
        </message>
        <message>
            <source>I compel you to transfer a card of value equal to your top yellow card from your score pile to mine! If you do, return a card of value equal to your top green card from your score pile!</source>
            <extracomment>Stamp Act (age 6, yellow), compel effect 1</extracomment>
            <translation>¡Te obligo a transferir de tu pila de puntuación a la mía una carta de valor igual a tu carta superior amarilla! ¡Si lo haces, devuelve de tu pila de puntuación una carta de valor igual a tu carta superior verde!</translation>
        </message>
        <message>
            <source>Draw and meld a 6. If its color now shows the fewest cards of your five colors (or ties; a color you lack shows none), score the melded card and repeat this effect.</source>
            <extracomment>Pride and Prejudice (age 6, yellow), non-demand effect 1</extracomment>
            <translation>Roba y funde un 6. Si ahora su color es, de tus cinco colores, el que menos cartas muestra (o empata; un color que no tienes muestra cero), puntúa la carta fundida y repite este efecto.</translation>
        </message>
        <message>
            <source>Choose a color whose top card has your highest top value, and meld the bottom card of that pile. Claim an achievement, ignoring eligibility.</source>
            <extracomment>Moonlight Sonata (age 6, purple), non-demand effect 1</extracomment>
            <translation>Elige un color cuya carta superior tenga tu valor superior más alto y funde la carta inferior de esa pila. Reclama un logro, aunque no cumplas los requisitos.</translation>
        </message>
        <message>
            <source>Reveal and return two cards from your hand. If they have the same value, draw a card one value higher. If they have the same color, claim an achievement, ignoring eligibility.</source>
            <extracomment>Marcha Real (age 6, purple), non-demand effect 1</extracomment>
            <translation>Revela y devuelve dos cartas de tu mano. Si tienen el mismo valor, roba una carta de un valor más. Si son del mismo color, reclama un logro, aunque no cumplas los requisitos.</translation>
        </message>
        <message>
            <source>Choose two of your top cards of the same value. If you do, draw and meld a card one value higher. If it lands on one of the chosen piles, repeat this effect.</source>
            <extracomment>Periodic Table (age 7, blue), non-demand effect 1</extracomment>
            <translation>Elige dos de tus cartas superiores del mismo valor. Si lo haces, roba y funde una carta de un valor más. Si cae en una de las pilas elegidas, repite este efecto.</translation>
        </message>
        <message>
            <source>Draw and tuck an 8. Splay its color up. Draw and score a card of value equal to the cards showing in that color.</source>
            <extracomment>Corvette Challenger (age 7, blue), non-demand effect 1</extracomment>
            <translation>Roba y archiva un 8. Despliega su color hacia arriba. Roba y puntúa una carta de valor igual al número de cartas visibles de ese color.</translation>
        </message>
        <message>
            <source>I compel you to draw and meld a 7! Reveal the bottom card of its color on your board. If it is a 1, return every card of that color from your board!</source>
            <extracomment>Submarine H. L. Hunley (age 7, red), compel effect 1</extracomment>
            <translation>¡Te obligo a robar y fundir un 7! ¡Revela la carta inferior de su color en tu tablero! ¡Si es un 1, devuelve todas las cartas de ese color de tu tablero!</translation>
        </message>
        <message>
            <source>Draw and score an 8. Draw and meld an 8. Claim the 8 achievement, ignoring eligibility.</source>
            <extracomment>Jedlik's Electromagnetic Self-Rotor (age 7, red), non-demand effect 1</extracomment>
            <translation>Roba y puntúa un 8. Roba y funde un 8. Reclama el logro 8, aunque no cumplas los requisitos.</translation>
        </message>
        <message>
            <source>Choose a value. Draw and meld a card of that value and splay its color up. If that color now shows as many cards as the melded card's value, you win. Otherwise, return the melded card.</source>
            <extracomment>International Prototype Metre Bar (age 7, green), non-demand effect 1</extracomment>
            <translation>Elige un valor. Roba y funde una carta de ese valor y despliega su color hacia arriba. Si ahora ese color muestra tantas cartas como el valor de la carta fundida, ganas la partida. Si no, devuelve la carta fundida.</translation>
        </message>
        <message>
            <source>I compel you to draw four 7s, meld a blue card from your hand, and then transfer your whole hand to my hand!</source>
            <extracomment>Hansen Writing Ball (age 7, green), compel effect 1</extracomment>
            <translation>¡Te obligo a robar cuatro 7, fundir una carta azul de tu mano y después transferir toda tu mano a mi mano!</translation>
        </message>
        <message>
            <source>Draw and reveal a 7. If it has no clock, tuck it and repeat this effect.</source>
            <extracomment>Hansen Writing Ball (age 7, green), non-demand effect 2</extracomment>
            <translation>Roba y revela un 7. Si no tiene reloj, archívalo y repite este efecto.</translation>
        </message>
        <message>
            <source>I compel you to reveal your hand, then draw and reveal a 7! If it shares a color with another card in your hand, return your whole hand and your whole score pile!</source>
            <extracomment>Colt Paterson Revolver (age 7, yellow), compel effect 1</extracomment>
            <translation>¡Te obligo a revelar tu mano y después robar y revelar un 7! ¡Si es del mismo color que otra carta de tu mano, devuelve toda tu mano y toda tu pila de puntuación!</translation>
        </message>
        <message>
            <source>Tuck a card from your hand. If you do, splay its color up and tuck every card of that color from your score pile.</source>
            <extracomment>Singer Model 27 (age 7, yellow), non-demand effect 1</extracomment>
            <translation>Archiva una carta de tu mano. Si lo haces, despliega su color hacia arriba y archiva todas las cartas de ese color de tu pila de puntuación.</translation>
        </message>
        <message>
            <source>Meld the highest card of your score pile. Draw and score two cards of its value. Carry out all of its effects as if they were on this card, without sharing.</source>
            <extracomment>Roundhay Garden Scene (age 7, purple), non-demand effect 1</extracomment>
            <translation>Funde la carta más alta de tu pila de puntuación. Roba y puntúa dos cartas de su valor. Ejecuta todos sus efectos como si estuvieran en esta carta, sin compartir.</translation>
        </message>
        <message>
            <source>Draw and reveal a 7 for each player. Put one on each player's board, yours included. Carry out the non-demand effects of the card you put on your board yourself alone.</source>
            <extracomment>The Communist Manifesto (age 7, purple), non-demand effect 1</extracomment>
            <translation>Roba y revela un 7 por cada jugador. Pon uno en el tablero de cada jugador, tú incluido. Ejecuta tú solo los efectos sin exigencia de la carta que has puesto en tu tablero.</translation>
        </message>
        <message>
            <source>Draw and meld a card one value higher than your highest top card. If it has exactly three clocks, you win.</source>
            <extracomment>Parnell Pitch Drop (age 8, blue), non-demand effect 1</extracomment>
            <translation>Roba y funde una carta de un valor más que tu carta superior más alta. Si tiene exactamente tres relojes, ganas la partida.</translation>
        </message>
        <message>
            <source>For each value from 8 down to 1, return a top card of yours of that value. If you returned eight cards, you win. Otherwise, claim an achievement, ignoring eligibility.</source>
            <extracomment>Earhart's Lockheed Electra 10E (age 8, blue), non-demand effect 1</extracomment>
            <translation>Por cada valor del 8 al 1, devuelve una de tus cartas superiores de ese valor. Si has devuelto ocho cartas, ganas la partida. Si no, reclama un logro, aunque no cumplas los requisitos.</translation>
        </message>
        <message>
            <source>I compel you to draw and reveal an 8, then return every card of its color from your board!</source>
            <extracomment>Battleship Bismarck (age 8, red), compel effect 1</extracomment>
            <translation>¡Te obligo a robar y revelar un 8, y después devolver todas las cartas de su color de tu tablero!</translation>
        </message>
        <message>
            <source>Score the bottom card of each of your piles.</source>
            <extracomment>Ocean Liner Titanic (age 8, green), non-demand effect 1</extracomment>
            <translation>Puntúa la carta inferior de cada una de tus pilas.</translation>
        </message>
        <message>
            <source>Return a card from your hand. Draw and score three cards of its value.</source>
            <extracomment>Meiji-Mura Stamp Vending Machine (age 8, green), non-demand effect 1</extracomment>
            <translation>Devuelve una carta de tu mano. Roba y puntúa tres cartas de su valor.</translation>
        </message>
        <message>
            <source>Choose a value. Splay up every color of yours whose top card has that value. Every player returns every card of that value from their score pile.</source>
            <extracomment>Plush Beweglich Rod Bear (age 8, yellow), non-demand effect 1</extracomment>
            <translation>Elige un valor. Despliega hacia arriba cada color tuyo cuya carta superior tenga ese valor. Cada jugador devuelve todas las cartas de ese valor de su pila de puntuación.</translation>
        </message>
        <message>
            <source>I compel you to transfer a non-yellow top card with a clock from your board to mine! If you do, repeat this effect!</source>
            <extracomment>Time (age 8, yellow), compel effect 1</extracomment>
            <translation>¡Te obligo a transferir una carta superior no amarilla con reloj de tu tablero al mío! ¡Si lo haces, repite este efecto!</translation>
        </message>
        <message>
            <source>Meld an 8 from your hand. If it has no effects, you win. Otherwise, carry out all of its effects as if they were on this card, without sharing.</source>
            <extracomment>Garland's Ruby Slippers (age 8, purple), non-demand effect 1</extracomment>
            <translation>Funde un 8 de tu mano. Si no tiene efectos, ganas la partida. Si no, ejecuta todos sus efectos como si estuvieran en esta carta, sin compartir.</translation>
        </message>
        <message>
            <source>I compel you to return one of your achievements!</source>
            <extracomment>'30 World Cup Final Ball (age 8, purple), compel effect 1</extracomment>
            <translation>¡Te obligo a devolver uno de tus logros!</translation>
        </message>
        <message>
            <source>Draw and reveal an 8. If a single player has the highest top card of its color, that player takes the drawn card into their achievements and you repeat this effect.</source>
            <extracomment>'30 World Cup Final Ball (age 8, purple), non-demand effect 2</extracomment>
            <translation>Roba y revela un 8. Si un solo jugador tiene la carta superior más alta de su color, ese jugador añade la carta robada a sus logros y tú repites este efecto.</translation>
        </message>
        <message>
            <source>Draw and meld a 9 and carry out all of its effects as if they were on this card, without sharing. If it has a clock, repeat this effect.</source>
            <extracomment>Yeager's Bell X-1A (age 9, blue), non-demand effect 1</extracomment>
            <translation>Roba y funde un 9 y ejecuta todos sus efectos como si estuvieran en esta carta, sin compartir. Si tiene un reloj, repite este efecto.</translation>
        </message>
        <message>
            <source>Return your whole score pile. Draw and score a card of value equal to the number of cards returned.</source>
            <extracomment>Luna 3 (age 9, blue), non-demand effect 1</extracomment>
            <translation>Devuelve toda tu pila de puntuación. Roba y puntúa una carta de valor igual al número de cartas devueltas.</translation>
        </message>
        <message>
            <source>I compel you to transfer every top card with a demand or compel effect from your board to my score pile!</source>
            <extracomment>United Nations Charter (age 9, red), compel effect 1</extracomment>
            <translation>¡Te obligo a transferir todas las cartas superiores con un efecto de exigencia o de obligación de tu tablero a mi pila de puntuación!</translation>
        </message>
        <message>
            <source>If you have a top card with a demand or compel effect, draw a 10.</source>
            <extracomment>United Nations Charter (age 9, red), non-demand effect 2</extracomment>
            <translation>Si tienes una carta superior con un efecto de exigencia o de obligación, roba un 10.</translation>
        </message>
        <message>
            <source>I compel you to transfer a 9 from your hand to my hand! If you do not, transfer a 9 from your score pile to my score pile! If you do neither, I win!</source>
            <extracomment>Velcro Shoes (age 9, red), compel effect 1</extracomment>
            <translation>¡Te obligo a transferir un 9 de tu mano a mi mano! ¡Si no lo haces, transfiere un 9 de tu pila de puntuación a mi pila de puntuación! ¡Si no haces ninguna de las dos cosas, gano la partida!</translation>
        </message>
        <message>
            <source>I compel you to unsplay every color of your board!</source>
            <extracomment>Philips Compact Cassette (age 9, green), compel effect 1</extracomment>
            <translation>¡Te obligo a dejar sin desplegar todos los colores de tu tablero!</translation>
        </message>
        <message>
            <source>Splay up two colors of your board.</source>
            <extracomment>Philips Compact Cassette (age 9, green), non-demand effect 2</extracomment>
            <translation>Despliega hacia arriba dos colores de tu tablero.</translation>
        </message>
        <message>
            <source>Return your whole hand. Draw and reveal five 9s. If they are of all five colors, you win.</source>
            <extracomment>Syncom 3 (age 9, green), non-demand effect 1</extracomment>
            <translation>Devuelve toda tu mano. Roba y revela cinco 9. Si son de los cinco colores, ganas la partida.</translation>
        </message>
        <message>
            <source>Draw and score a 9 for each of your top cards with a clock.</source>
            <extracomment>Rock Around the Clock (age 9, yellow), non-demand effect 1</extracomment>
            <translation>Roba y puntúa un 9 por cada una de tus cartas superiores con reloj.</translation>
        </message>
        <message>
            <source>Draw and meld two 10s. If they share a color, you win.</source>
            <extracomment>Magnavox Odyssey (age 9, yellow), non-demand effect 1</extracomment>
            <translation>Roba y funde dos 10. Si son del mismo color, ganas la partida.</translation>
        </message>
        <message>
            <source>Carry out the non-demand effects of your top blue card yourself alone. If anything changed, draw a 10, remove it from the game, and repeat this effect.</source>
            <extracomment>The Big Bang (age 9, purple), non-demand effect 1</extracomment>
            <translation>Ejecuta tú solo los efectos sin exigencia de tu carta superior azul. Si algo ha cambiado, roba un 10, retíralo de la partida y repite este efecto.</translation>
        </message>
        <message>
            <source>You may score a card from your hand. You may take a card from your score pile into your hand. If your score is then exactly 25, you win.</source>
            <extracomment>Marilyn Diptych (age 9, purple), non-demand effect 1</extracomment>
            <translation>Puedes puntuar una carta de tu mano. Puedes tomar una carta de tu pila de puntuación y ponerla en tu mano. Si entonces tu puntuación es exactamente 25, ganas la partida.</translation>
        </message>
        <message>
            <source>Draw and meld an Artifact 10. Carry out all of its effects as if they were on this card, without sharing.</source>
            <extracomment>Rover Curiosity (age 10, blue), non-demand effect 1</extracomment>
            <translation>Roba y funde un Artefacto de valor 10. Ejecuta todos sus efectos como si estuvieran en esta carta, sin compartir.</translation>
        </message>
        <message>
            <source>Transfer every card of your board to your score pile.</source>
            <extracomment>Higgs Boson (age 10, blue), non-demand effect 1</extracomment>
            <translation>Transfiere todas las cartas de tu tablero a tu pila de puntuación.</translation>
        </message>
        <message>
            <source>I compel you to remove from the game every card in your hand, score pile, board and achievements! You lose! If only one player remains, that player wins!</source>
            <extracomment>Exxon Valdez (age 10, red), compel effect 1</extracomment>
            <translation>¡Te obligo a retirar de la partida todas las cartas de tu mano, tu pila de puntuación, tu tablero y tus logros! ¡Has perdido! ¡Si solo queda un jugador, ese jugador gana la partida!</translation>
        </message>
        <message>
            <source>I compel you to return cards from your hand until two remain, and from your score pile until two remain!</source>
            <extracomment>Maldives (age 10, red), compel effect 1</extracomment>
            <translation>¡Te obligo a devolver cartas de tu mano hasta que te queden dos, y de tu pila de puntuación hasta que te queden dos!</translation>
        </message>
        <message>
            <source>Return cards from your score pile until four remain.</source>
            <extracomment>Maldives (age 10, red), non-demand effect 2</extracomment>
            <translation>Devuelve cartas de tu pila de puntuación hasta que te queden cuatro.</translation>
        </message>
        <message>
            <source>If your score pile holds more cards than every other player's, you win.</source>
            <extracomment>Maastricht Treaty (age 10, green), non-demand effect 1</extracomment>
            <translation>Si tu pila de puntuación tiene más cartas que la de cada uno de los demás jugadores, ganas la partida.</translation>
        </message>
        <message>
            <source>If one of your colors shows at least as many cards as every pile of every other player, you win.</source>
            <extracomment>Seikan Tunnel (age 10, green), non-demand effect 1</extracomment>
            <translation>Si uno de tus colores muestra al menos tantas cartas como cada pila de cada uno de los demás jugadores, ganas la partida.</translation>
        </message>
        <message>
            <source>You may score your bottom yellow card. You may draw and tuck a 1. If your bottom yellow card is then Domestication, you win. Otherwise, meld the highest card in your hand, then draw a 10.</source>
            <extracomment>Dolly the Sheep (age 10, yellow), non-demand effect 1</extracomment>
            <translation>Puedes puntuar tu carta inferior amarilla. Puedes robar y archivar un 1. Si entonces tu carta inferior amarilla es Domestication, ganas la partida. Si no, funde la carta más alta de tu mano y después roba un 10.</translation>
        </message>
        <message>
            <source>You win.</source>
            <extracomment>Where's Waldo? (age 10, yellow), non-demand effect 1</extracomment>
            <translation>Ganas la partida.</translation>
        </message>
        <message>
            <source>If DeLorean DMC-12 is a top card on any board, remove every top card of every board and every card of every hand from the game.</source>
            <extracomment>DeLorean DMC-12 (age 10, purple), non-demand effect 1</extracomment>
            <translation>Si DeLorean DMC-12 es carta superior en algún tablero, retira de la partida todas las cartas superiores de todos los tableros y todas las cartas de todas las manos.</translation>
        </message>
        <message>
            <source>I compel you to reveal your score pile! For each color in it, meld a card of that color from your score pile!</source>
            <extracomment>Twister (age 10, purple), compel effect 1</extracomment>
            <translation>¡Te obligo a revelar tu pila de puntuación! ¡Por cada color que haya en ella, funde una carta de ese color de tu pila de puntuación!</translation>
        </message>
        <message>
            <source>You may reveal a card from your hand whose icons match one of your top cards exactly, kind for kind and number for number (hex images aside). If you do, claim the achievement of the revealed card's value, ignoring eligibility; the card stays in your hand.</source>
            <extracomment>Complex Numbers (age 4, blue), non-demand effect 1</extracomment>
            <translation>Puedes revelar una carta de tu mano cuyos iconos coincidan exactamente con los de una de tus cartas superiores, tipo por tipo y número por número (sin contar las imágenes hexagonales). Si lo haces, reclama el logro del valor de la carta revelada, aunque no cumplas los requisitos; la carta se queda en tu mano.</translation>
        </message>
        <message>
            <source>You may return any number of cards from your score pile. If you do, draw and meld a card of value equal to the number returned. If it has a clock, return it.</source>
            <extracomment>Newton-Wickins Telescope (age 5, purple), non-demand effect 1</extracomment>
            <translation>Puedes devolver cualquier número de cartas de tu pila de puntuación. Si lo haces, roba y funde una carta de valor igual al número de cartas devueltas. Si tiene un reloj, devuélvela.</translation>
        </message>
        <message>
            <source>When you meld this card from your hand, move an achievement of your choice from an opponent's achievements to yours.</source>
            <extracomment>Ching Shih (age 6, red), karma effect 1</extracomment>
            <translation>Cuando fundas esta carta desde tu mano, pasa a tus logros un logro que elijas de los logros de un oponente.</translation>
        </message>
        <message>
            <source>Whenever you would score a card that is not a Figure, instead move a card of the same value from an opponent's score pile into yours.</source>
            <extracomment>Ching Shih (age 6, red), karma effect 2</extracomment>
            <translation>Siempre que fueras a puntuar una carta que no sea una Figura, en su lugar pasa a tu pila de puntuación una carta del mismo valor de la pila de puntuación de un oponente.</translation>
        </message>
        <message>
            <source>Draw a card of value 7 and score it.</source>
            <extracomment>Safety Pin (age 7, yellow), echo effect 1</extracomment>
            <translation>Roba una carta de valor 7 y puntúala.</translation>
        </message>
        <message>
            <source>I demand you return each card of value 7 or higher in your hand, and afterwards draw a 6!</source>
            <extracomment>Safety Pin (age 7, yellow), demand effect 2</extracomment>
            <translation>¡Te exijo que devuelvas cada carta de valor 7 o más de tu mano y después robes un 6!</translation>
        </message>
        <message>
            <source>I demand you return two top cards from your board that each have the icon of my choice other than a leaf!</source>
            <extracomment>Climatology (age 11, blue), demand effect 1</extracomment>
            <translation>¡Te exijo que devuelvas dos cartas superiores de tu tablero que tengan el icono que yo elija, que no puede ser la hoja!</translation>
        </message>
        <message>
            <source>Return a top card from your board. Then return every card in your score pile whose value is at least that card's value.</source>
            <extracomment>Climatology (age 11, blue), non-demand effect 2</extracomment>
            <translation>Devuelve una carta superior de tu tablero. Después devuelve todas las cartas de tu pila de puntuación cuyo valor sea al menos el de esa carta.</translation>
        </message>
        <message>
            <source>Draw and meld an 11. If its color is not splayed aslant on your board, return all but the top four cards of that color and splay it aslant. Then, if that color has six or more cards on your board, you win.</source>
            <extracomment>Solar Sailing (age 11, blue), non-demand effect 1</extracomment>
            <translation>Roba y funde un 11. Si su color no está desplegado en diagonal en tu tablero, devuelve todas las cartas de ese color menos las cuatro superiores y despliégalo en diagonal. Después, si ese color tiene seis o más cartas en tu tablero, ganas la partida.</translation>
        </message>
        <message>
            <source>Draw and reveal an 11 and splay its color aslant on your board. If you do, move all but the top four cards of that color from your board into your hand.</source>
            <extracomment>Astrogeology (age 11, red), non-demand effect 1</extracomment>
            <translation>Roba y revela un 11 y despliega su color en diagonal en tu tablero. Si lo haces, pasa a tu mano todas las cartas de ese color de tu tablero menos las cuatro superiores.</translation>
        </message>
        <message>
            <source>If you have eight or more cards in your hand, you win.</source>
            <extracomment>Astrogeology (age 11, red), non-demand effect 2</extracomment>
            <translation>Si tienes ocho o más cartas en tu mano, ganas la partida.</translation>
        </message>
        <message>
            <source>Score a top card of value 11 from your board. If you do, pick a value one or two less than the scored card, and repeat this effect with that value in place of 11.</source>
            <extracomment>Fusion (age 11, red), non-demand effect 1</extracomment>
            <translation>Puntúa una carta superior de valor 11 de tu tablero. Si lo haces, elige un valor uno o dos menor que el de la carta puntuada y repite este efecto con ese valor en lugar de 11.</translation>
        </message>
        <message>
            <source>I demand you return exactly two top cards of the same value and different colors from your board! If you do, return every card of that value or less from your hand and your score pile!</source>
            <extracomment>Hypersonics (age 11, green), demand effect 1</extracomment>
            <translation>¡Te exijo que devuelvas exactamente dos cartas superiores del mismo valor y de distinto color de tu tablero! ¡Si lo haces, devuelve todas las cartas de ese valor o menor de tu mano y de tu pila de puntuación!</translation>
        </message>
        <message>
            <source>Draw and tuck an 11. If it lies directly beneath another 11, you lose. Otherwise score all but the top five cards of its color, splay that color aslant, and repeat this effect unless you have the highest score.</source>
            <extracomment>Space Traffic (age 11, green), non-demand effect 1</extracomment>
            <translation>Roba y archiva un 11. Si queda justo debajo de otro 11, pierdes la partida. Si no, puntúa todas las cartas de su color menos las cinco superiores, despliega ese color en diagonal y repite este efecto salvo que tengas la puntuación más alta.</translation>
        </message>
        <message>
            <source>I demand you move every card of the value of my choice from your score pile to my score pile!</source>
            <extracomment>Near-Field Comm (age 11, yellow), demand effect 1</extracomment>
            <translation>¡Te exijo que pases a mi pila de puntuación todas las cartas del valor que yo elija de tu pila de puntuación!</translation>
        </message>
        <message>
            <source>Reveal the highest-value card in your score pile and self-execute it.</source>
            <extracomment>Near-Field Comm (age 11, yellow), non-demand effect 2</extracomment>
            <translation>Revela la carta de mayor valor de tu pila de puntuación y autoejecútala.</translation>
        </message>
        <message>
            <source>Return the bottom three cards of your red pile. Draw and meld a card of value half the total value of the returned cards, rounded up. If you returned three cards, repeat this effect with the color of the melded card instead of red.</source>
            <extracomment>Reclamation (age 11, yellow), non-demand effect 1</extracomment>
            <translation>Devuelve las tres cartas inferiores de tu pila roja. Roba y funde una carta de valor igual a la mitad del valor total de las cartas devueltas, redondeando hacia arriba. Si devolviste tres cartas, repite este efecto con el color de la carta fundida en lugar del rojo.</translation>
        </message>
        <message>
            <source>Reveal a card in your hand and junk it. Return every card of its value from your hand, draw three cards of its value, then self-execute the junked card.</source>
            <extracomment>Escapism (age 11, purple), non-demand effect 1</extracomment>
            <translation>Revela una carta de tu mano y descártala. Devuelve todas las cartas de su valor de tu mano, roba tres cartas de ese valor y después autoejecuta la carta descartada.</translation>
        </message>
        <message>
            <source>I demand you move every top card with a demand effect from your board to my board! If you moved any, exchange every card in your score pile with every card in my score pile!</source>
            <extracomment>Whataboutism (age 11, purple), demand effect 1</extracomment>
            <translation>¡Te exijo que pases a mi tablero todas las cartas superiores de tu tablero con efecto de exigencia! ¡Si pasaste alguna, intercambia todas las cartas de tu pila de puntuación con todas las de la mía!</translation>
        </message>
        <message>
            <source>Draw a 1 and show it to everyone. When it has a bonus icon, draw a card of the bonus's value and meld it.</source>
            <extracomment>Dice (age 1, blue), non-demand effect 1</extracomment>
            <translation>Roba un 1 y enséñalo a todos. Si tiene un icono de bonificación, roba una carta del valor de esa bonificación y fúndela.</translation>
        </message>
        <message>
            <source>Draw a card of value 1 and tuck it.</source>
            <extracomment>Perfume (age 1, blue), echo effect 1</extracomment>
            <translation>Roba una carta de valor 1 y archívala.</translation>
        </message>
        <message>
            <source>I demand you transfer to my board a top card of yours whose value matches none of my top cards! If you do, draw a card of that value and meld it!</source>
            <extracomment>Perfume (age 1, blue), demand effect 2</extracomment>
            <translation>¡Te exijo que pases a mi tablero una de tus cartas superiores cuyo valor no tenga ninguna de mis cartas superiores! ¡Si lo haces, roba una carta de ese valor y fúndela!</translation>
        </message>
        <message>
            <source>No effect.</source>
            <extracomment>Ruler (age 1, blue), non-demand effect 2</extracomment>
            <translation>Sin efecto.</translation>
        </message>
        <message>
            <source>If you have a red card in hand, you must tuck one of them.</source>
            <extracomment>Bangle (age 1, red), echo effect 1</extracomment>
            <translation>Si tienes alguna carta roja en la mano, debes archivar una.</translation>
        </message>
        <message>
            <source>Draw a card of value 3 and foreshadow it.</source>
            <extracomment>Bangle (age 1, red), non-demand effect 2</extracomment>
            <translation>Roba una carta de valor 3 y pronostícala.</translation>
        </message>
        <message>
            <source>If your score is lower than the score of each other player, draw a card of value 3.</source>
            <extracomment>Candles (age 1, red), echo effect 1</extracomment>
            <translation>Si tu puntuación es menor que la de cada uno de los demás jugadores, roba una carta de valor 3.</translation>
        </message>
        <message>
            <source>I demand you give me a card with a castle from your hand! If you do, draw a 1!</source>
            <extracomment>Candles (age 1, red), demand effect 2</extracomment>
            <translation>¡Te exijo que me des una carta con castillo de tu mano! ¡Si lo haces, roba un 1!</translation>
        </message>
        <message>
            <source>Choose one of your piles and score its bottom card.</source>
            <extracomment>Plumbing (age 1, red), echo effect 1</extracomment>
            <translation>Elige una de tus pilas y puntúa su carta inferior.</translation>
        </message>
        <message>
            <source>Name a color, then draw five cards of value 1 and reveal them. Those of the named color stay in your hand; return all the others.</source>
            <extracomment>Comb (age 1, green), non-demand effect 1</extracomment>
            <translation>Nombra un color y después roba cinco cartas de valor 1 y revélalas. Las del color nombrado se quedan en tu mano; devuelve todas las demás.</translation>
        </message>
        <message>
            <source>Pick up to three cards in your hand and return them. Each one returned gives you a choice: a 2 drawn and melded, or a 3 drawn and foreshadowed. Finish by returning the highest of your top cards.</source>
            <extracomment>Ice Skates (age 1, green), non-demand effect 1</extracomment>
            <translation>Elige hasta tres cartas de tu mano y devuélvelas. Por cada una, elige: robar y fundir un 2, o robar y pronosticar un 3. Para terminar, devuelve la más alta de tus cartas superiores.</translation>
        </message>
        <message>
            <source>If you wish, meld one of the cards in your hand.</source>
            <extracomment>Umbrella (age 1, green), echo effect 1</extracomment>
            <translation>Si quieres, funde una de las cartas de tu mano.</translation>
        </message>
        <message>
            <source>Choose as many cards in your hand as you like and return them. Afterwards, score two of your remaining hand cards per returned card.</source>
            <extracomment>Umbrella (age 1, green), non-demand effect 2</extracomment>
            <translation>Elige las cartas de tu mano que quieras y devuélvelas. Después, por cada carta devuelta, puntúa dos de las cartas que te queden en la mano.</translation>
        </message>
        <message>
            <source>You may turn the bottom card of the 1 supply pile, if there is one, into one more standard achievement available to claim.</source>
            <extracomment>Chopsticks (age 1, yellow), non-demand effect 2</extracomment>
            <translation>Puedes convertir la carta inferior del mazo de edad 1, si la hay, en un logro estándar más disponible para conseguir.</translation>
        </message>
        <message>
            <source>If no other player has as many 1s in hand as you, draw and score a 2.</source>
            <extracomment>Noodles (age 1, yellow), non-demand effect 1</extracomment>
            <translation>Si ningún otro jugador tiene en la mano tantos 1 como tú, roba y puntúa un 2.</translation>
        </message>
        <message>
            <source>Draw a card of value 1 and show it. A yellow card lets you score each 1 you hold, the drawn card included.</source>
            <extracomment>Noodles (age 1, yellow), non-demand effect 2</extracomment>
            <translation>Roba una carta de valor 1 y muéstrala. Si es amarilla, puntúa cada 1 que tengas en la mano, también la robada.</translation>
        </message>
        <message>
            <source>Name a color. From your hand, tuck as many cards of that color as you want; with three or more tucked, you may also achieve one card from your hand whose requirements you meet.</source>
            <extracomment>Soap (age 1, yellow), non-demand effect 1</extracomment>
            <translation>Nombra un color. Archiva de tu mano tantas cartas de ese color como quieras; si archivaste tres o más, puedes además conseguir una carta de tu mano para la que cumplas los requisitos.</translation>
        </message>
        <message>
            <source>Optionally score one of the cards in your hand.</source>
            <extracomment>Bell (age 1, purple), echo effect 1</extracomment>
            <translation>Si quieres, puntúa una de las cartas de tu mano.</translation>
        </message>
        <message>
            <source>Draw a card of value 2 and foreshadow it.</source>
            <extracomment>Bell (age 1, purple), non-demand effect 2</extracomment>
            <translation>Roba una carta de valor 2 y pronostícala.</translation>
        </message>
        <message>
            <source>Pick one of your colors and splay it left, if you want.</source>
            <extracomment>Flute (age 1, purple), echo effect 1</extracomment>
            <translation>Si quieres, elige uno de tus colores y despliégalo a la izquierda.</translation>
        </message>
        <message>
            <source>I demand you return from your hand one card showing a bonus icon!</source>
            <extracomment>Flute (age 1, purple), demand effect 2</extracomment>
            <translation>¡Te exijo que devuelvas de tu mano una carta con bonificación!</translation>
        </message>
        <message>
            <source>Draw a card of value 1 and show it; when it has a bonus, draw another 1.</source>
            <extracomment>Flute (age 1, purple), non-demand effect 3</extracomment>
            <translation>Roba una carta de valor 1 y muéstrala; si tiene bonificación, roba otro 1.</translation>
        </message>
        <message>
            <source>Draw two cards of value 2.</source>
            <extracomment>Lever (age 2, blue), echo effect 1</extracomment>
            <translation>Roba dos cartas de valor 2.</translation>
        </message>
        <message>
            <source>Return as many cards from your hand as you like. Every two returned cards of one value let you draw a card of the next value up.</source>
            <extracomment>Lever (age 2, blue), non-demand effect 2</extracomment>
            <translation>Devuelve las cartas de tu mano que quieras. Por cada dos cartas devueltas de un mismo valor, roba una carta del valor siguiente.</translation>
        </message>
        <message>
            <source>Either draw a 3 or foreshadow a freshly drawn 4, as you prefer.</source>
            <extracomment>Linguistics (age 2, blue), echo effect 1</extracomment>
            <translation>A tu elección, roba un 3 o roba un 4 y pronostícalo.</translation>
        </message>
        <message>
            <source>If at least one bonus is visible on your board, pick one of them and draw a card of its value.</source>
            <extracomment>Linguistics (age 2, blue), non-demand effect 2</extracomment>
            <translation>Si hay al menos una bonificación visible en tu tablero, elige una y roba una carta de su valor.</translation>
        </message>
        <message>
            <source>I demand you choose a card in your hand that has a bonus and transfer it to my score pile!</source>
            <extracomment>Crossbow (age 2, red), demand effect 1</extracomment>
            <translation>¡Te exijo que elijas una carta de tu mano con bonificación y la transfieras a mi pila de puntuación!</translation>
        </message>
        <message>
            <source>Choose another player and put a card from your hand on top of their board.</source>
            <extracomment>Crossbow (age 2, red), non-demand effect 2</extracomment>
            <translation>Elige a otro jugador y pasa una carta de tu mano a su tablero.</translation>
        </message>
        <message>
            <source>I demand you put on my board one of your top cards with no castle and no factory! If you do, draw and meld a 2!</source>
            <extracomment>Horseshoes (age 2, red), demand effect 2</extracomment>
            <translation>¡Te exijo que pases a mi tablero una de tus cartas superiores sin castillo ni fábrica! ¡Si lo haces, roba y funde un 2!</translation>
        </message>
        <message>
            <source>Score a card from your hand that shows a bonus.</source>
            <extracomment>Glassblowing (age 2, green), echo effect 1</extracomment>
            <translation>Puntúa una carta de tu mano que tenga bonificación.</translation>
        </message>
        <message>
            <source>Find the lowest of your top cards that are not green; draw a card three values above it and foreshadow it.</source>
            <extracomment>Glassblowing (age 2, green), non-demand effect 2</extracomment>
            <translation>Busca la más baja de tus cartas superiores que no sean verdes; roba una carta tres valores más alta que ella y pronostícala.</translation>
        </message>
        <message>
            <source>Put the bottom card of one of your piles into your hand.</source>
            <extracomment>Scissors (age 2, green), echo effect 1</extracomment>
            <translation>Toma en tu mano la carta inferior de una de tus pilas.</translation>
        </message>
        <message>
            <source>Choose up to two cards in your hand; for each, decide whether to meld it or score it.</source>
            <extracomment>Scissors (age 2, green), non-demand effect 2</extracomment>
            <translation>Elige hasta dos cartas de tu mano; decide para cada una si la fundes o la puntúas.</translation>
        </message>
        <message>
            <source>If Paper sits on top of any pile on any board, it goes to your score pile.</source>
            <extracomment>Scissors (age 2, green), non-demand effect 3</extracomment>
            <translation>Si Paper está encima de una pila en cualquier tablero, pásala a tu pila de puntuación.</translation>
        </message>
        <message>
            <source>Name a value that one of your hand's cards has; every card of that value in your hand is tucked.</source>
            <extracomment>Toothbrush (age 2, yellow), echo effect 1</extracomment>
            <translation>Nombra un valor que tenga alguna carta de tu mano y archiva todas las cartas de ese valor de tu mano.</translation>
        </message>
        <message>
            <source>You may turn the bottom card of the 2 supply pile, if there is one, into one more standard achievement available to claim.</source>
            <extracomment>Toothbrush (age 2, yellow), non-demand effect 3</extracomment>
            <translation>Puedes convertir la carta inferior del mazo de edad 2, si la hay, en un logro estándar más disponible para conseguir.</translation>
        </message>
        <message>
            <source>Choose a card in your hand showing a bonus, tuck it, and draw a card whose value is the bonus. When the newly drawn card carries a bonus too, you may return any card from your hand to go through this effect once more.</source>
            <extracomment>Watermill (age 2, yellow), non-demand effect 1</extracomment>
            <translation>Elige una carta con bonificación de tu mano, archívala y roba una carta del valor de esa bonificación. Si la carta recién robada también tiene bonificación, puedes devolver una carta cualquiera de tu mano para repetir este efecto.</translation>
        </message>
        <message>
            <source>Draw a card of value 3 and show it. When another card in your hand shares its color, tuck that other card and meld the one you drew; when none does, foreshadow the drawn card.</source>
            <extracomment>Pagoda (age 2, purple), non-demand effect 1</extracomment>
            <translation>Roba una carta de valor 3 y muéstrala. Si otra carta de tu mano es de su mismo color, archiva esa otra carta y funde la robada; si no hay ninguna, pronostica la carta robada.</translation>
        </message>
        <message>
            <source>Pick a card with a bonus in your hand and meld it; its bonus gives the value of two cards you then draw. Melding nothing instead makes you draw and foreshadow a card whose value is the count of your top cards.</source>
            <extracomment>Chaturanga (age 2, purple), non-demand effect 1</extracomment>
            <translation>Elige una carta con bonificación de tu mano y fúndela; roba después dos cartas del valor de esa bonificación. Si no fundes ninguna, roba y pronostica una carta de valor igual al número de tus cartas superiores.</translation>
        </message>
        <message>
            <source>Draw a card of value 4 and foreshadow it.</source>
            <extracomment>Almanac (age 3, blue), echo effect 1</extracomment>
            <translation>Roba una carta de valor 4 y pronostícala.</translation>
        </message>
        <message>
            <source>You may return from your forecast a card showing a bonus; then draw and score a card of value one above that bonus.</source>
            <extracomment>Almanac (age 3, blue), non-demand effect 2</extracomment>
            <translation>Puedes devolver de tu pronóstico una carta con bonificación; si lo haces, roba y puntúa una carta de un valor más que esa bonificación.</translation>
        </message>
        <message>
            <source>Draw a card of value 4, and afterwards return any one card from your hand.</source>
            <extracomment>Magnifying Glass (age 3, blue), echo effect 1</extracomment>
            <translation>Roba una carta de valor 4 y después devuelve una carta cualquiera de tu mano.</translation>
        </message>
        <message>
            <source>Returning three equal-valued cards from your hand is allowed; do so and draw a card of value two above theirs.</source>
            <extracomment>Magnifying Glass (age 3, blue), non-demand effect 2</extracomment>
            <translation>Puedes devolver tres cartas de tu mano que tengan el mismo valor; si lo haces, roba una carta de dos valores más que ellas.</translation>
        </message>
        <message>
            <source>Pick your blue pile or your yellow pile and splay it left, if you wish.</source>
            <extracomment>Magnifying Glass (age 3, blue), non-demand effect 3</extracomment>
            <translation>Si quieres, elige tu pila azul o tu pila amarilla y despliégala a la izquierda.</translation>
        </message>
        <message>
            <source>I demand you draw a card whose value is the highest bonus on your board and put it into my forecast! If it is red, transfer all the cards in your hand to my score pile!</source>
            <extracomment>Liquid Fire (age 3, red), demand effect 1</extracomment>
            <translation>¡Te exijo que robes una carta del valor de la bonificación más alta de tu tablero y la pases a mi pronóstico! ¡Si es roja, transfiere todas las cartas de tu mano a mi pila de puntuación!</translation>
        </message>
        <message>
            <source>I demand you transfer two of your top cards with a castle to my score pile! If any card was transferred, draw a card of value equal to the castles on the transferred cards and put it into my forecast!</source>
            <extracomment>Katana (age 3, red), demand effect 1</extracomment>
            <translation>¡Te exijo que transfieras dos de tus cartas superiores con castillo a mi pila de puntuación! ¡Si transferiste alguna, roba una carta de valor igual al número de castillos de las cartas transferidas y pásala a mi pronóstico!</translation>
        </message>
        <message>
            <source>Draw a card of value 3 or of value 4, as you prefer.</source>
            <extracomment>Charitable Trust (age 3, green), echo effect 1</extracomment>
            <translation>Roba una carta de valor 3 o de valor 4, a tu elección.</translation>
        </message>
        <message>
            <source>This card's echo effect had you draw a card in this action: you may meld that card. Having melded it, choose between returning your top green card and achieving it (when eligible).</source>
            <extracomment>Charitable Trust (age 3, green), non-demand effect 2</extracomment>
            <translation>Puedes fundir la carta que te hizo robar el efecto de eco de esta carta en esta acción. Si la fundes, elige entre devolver tu carta superior verde o conseguirla (si cumples los requisitos).</translation>
        </message>
        <message>
            <source>I demand you return two cards from your score pile, each of a value I also hold in my hand!</source>
            <extracomment>Homing Pigeons (age 3, green), demand effect 1</extracomment>
            <translation>¡Te exijo que devuelvas dos cartas de tu pila de puntuación, cada una de un valor que yo también tenga en la mano!</translation>
        </message>
        <message>
            <source>Pick your red pile or your green pile and splay it left, if you wish.</source>
            <extracomment>Homing Pigeons (age 3, green), non-demand effect 2</extracomment>
            <translation>Si quieres, elige tu pila roja o tu pila verde y despliégala a la izquierda.</translation>
        </message>
        <message>
            <source>Draw a card of value 3 and meld it.</source>
            <extracomment>Deodorant (age 3, yellow), echo effect 1</extracomment>
            <translation>Roba una carta de valor 3 y fúndela.</translation>
        </message>
        <message>
            <source>Draw and meld a 3 when any of your top cards shows a castle; when none does, draw a 4.</source>
            <extracomment>Deodorant (age 3, yellow), non-demand effect 2</extracomment>
            <translation>Si alguna de tus cartas superiores tiene castillo, roba y funde un 3; si ninguna lo tiene, roba un 4.</translation>
        </message>
        <message>
            <source>Choose any number of cards in your hand to return, and draw one 3 for each of them. Then meld a card from your hand.</source>
            <extracomment>Sandpaper (age 3, yellow), non-demand effect 1</extracomment>
            <translation>Elige cualquier número de cartas de tu mano para devolverlas y roba un 3 por cada una. Después funde una carta de tu mano.</translation>
        </message>
        <message>
            <source>Draw a card of value 3.</source>
            <extracomment>Novel (age 3, purple), echo effect 1</extracomment>
            <translation>Roba una carta de valor 3.</translation>
        </message>
        <message>
            <source>Draw a card of value 3; afterwards, splay your purple cards left if you like.</source>
            <extracomment>Novel (age 3, purple), non-demand effect 2</extracomment>
            <translation>Roba una carta de valor 3; después, si quieres, despliega a la izquierda tus cartas moradas.</translation>
        </message>
        <message>
            <source>If you have at least one top card that is not purple and all of them share an icon type other than the crown, claim the Supremacy achievement.</source>
            <extracomment>Novel (age 3, purple), non-demand effect 3</extracomment>
            <translation>Si tienes al menos una carta superior no morada y todas ellas comparten un tipo de icono distinto de la corona, reclama el logro Supremacía.</translation>
        </message>
        <message>
            <source>From your hand, score a card matching the color of one of your splayed piles.</source>
            <extracomment>Sunglasses (age 3, purple), echo effect 1</extracomment>
            <translation>Puntúa de tu mano una carta del color de una de tus pilas desplegadas.</translation>
        </message>
        <message>
            <source>Optionally match splays: give your purple pile the splay direction of another color of yours, or give another color of yours the splay direction of your purple pile.</source>
            <extracomment>Sunglasses (age 3, purple), non-demand effect 2</extracomment>
            <translation>Si quieres, iguala despliegues: despliega tu pila morada en la dirección de otro de tus colores, o despliega otro de tus colores en la dirección de tu pila morada.</translation>
        </message>
        <message>
            <source>Splay right your yellow cards, if you like.</source>
            <extracomment>Slide Rule (age 4, blue), non-demand effect 1</extracomment>
            <translation>Si quieres, despliega a la derecha tus cartas amarillas.</translation>
        </message>
        <message>
            <source>Add the number of your splayed colors to the value of your lowest top card, and draw a card of that value.</source>
            <extracomment>Slide Rule (age 4, blue), non-demand effect 2</extracomment>
            <translation>Suma el número de tus colores desplegados al valor de tu carta superior más baja y roba una carta de ese valor.</translation>
        </message>
        <message>
            <source>Draw a card of value 5 and foreshadow it.</source>
            <extracomment>Telescope (age 4, blue), echo effect 1</extracomment>
            <translation>Roba una carta de valor 5 y pronostícala.</translation>
        </message>
        <message>
            <source>You may place a card from your forecast on top of its supply pile (not at the bottom). Having done so, achieve one of your forecast cards whose requirements you meet.</source>
            <extracomment>Telescope (age 4, blue), non-demand effect 2</extracomment>
            <translation>Puedes poner una carta de tu pronóstico encima de su mazo (no debajo). Si lo haces, consigue una carta de tu pronóstico para la que cumplas los requisitos.</translation>
        </message>
        <message>
            <source>Choose a color on anyone's board, including yours, and splay it left.</source>
            <extracomment>Kobukson (age 4, red), echo effect 1</extracomment>
            <translation>Elige un color del tablero de cualquier jugador, también del tuyo, y despliégalo a la izquierda.</translation>
        </message>
        <message>
            <source>I demand you return every top card of yours that shows a castle, and afterwards draw and tuck a 4!</source>
            <extracomment>Kobukson (age 4, red), demand effect 2</extracomment>
            <translation>¡Te exijo que devuelvas todas tus cartas superiores con castillo y después robes y archives un 4!</translation>
        </message>
        <message>
            <source>Count the cards all opponents returned because of the demand; draw and tuck a 4 for every two of them.</source>
            <extracomment>Kobukson (age 4, red), non-demand effect 3</extracomment>
            <translation>Cuenta las cartas que devolvieron todos los oponentes por la exigencia; roba y archiva un 4 por cada dos de ellas.</translation>
        </message>
        <message>
            <source>I demand you put onto my board a top card of yours that is not red and shows a castle or a lightbulb! If you do, draw a 4!</source>
            <extracomment>Shuriken (age 4, red), demand effect 1</extracomment>
            <translation>¡Te exijo que pases a mi tablero una carta superior tuya que no sea roja y tenga castillo o bombilla! ¡Si lo haces, roba un 4!</translation>
        </message>
        <message>
            <source>Splay right your purple cards, if you like.</source>
            <extracomment>Shuriken (age 4, red), non-demand effect 2</extracomment>
            <translation>Si quieres, despliega a la derecha tus cartas moradas.</translation>
        </message>
        <message>
            <source>Draw a card of value 4.</source>
            <extracomment>Chintz (age 4, green), non-demand effect 1</extracomment>
            <translation>Roba una carta de valor 4.</translation>
        </message>
        <message>
            <source>With exactly one card in your hand, draw a 4, and after that draw a second 4 and score it.</source>
            <extracomment>Chintz (age 4, green), non-demand effect 2</extracomment>
            <translation>Si tienes exactamente una carta en la mano, roba un 4 y después roba otro 4 y puntúalo.</translation>
        </message>
        <message>
            <source>Choose one color and return one, two or three cards of it from your hand if you like. One card splays a color of yours left, two splay it right, three splay it up; after any return, draw a 6 and foreshadow it.</source>
            <extracomment>Globe (age 4, green), non-demand effect 1</extracomment>
            <translation>Si quieres, elige un color y devuelve una, dos o tres cartas de ese color de tu mano. Con una despliegas uno de tus colores a la izquierda, con dos a la derecha, con tres hacia arriba; si devolviste alguna, roba un 6 y pronostícalo.</translation>
        </message>
        <message>
            <source>Take one 5 out of your forecast and add it to your hand.</source>
            <extracomment>Barometer (age 4, yellow), echo effect 1</extracomment>
            <translation>Saca un 5 de tu pronóstico y añádelo a tu mano.</translation>
        </message>
        <message>
            <source>Choose a bonus on any board; draw a card two values above it and foreshadow it.</source>
            <extracomment>Barometer (age 4, yellow), non-demand effect 2</extracomment>
            <translation>Elige una bonificación de cualquier tablero; roba una carta de dos valores más y pronostícala.</translation>
        </message>
        <message>
            <source>You may return your entire forecast; if a blue card was among them, claim Destiny.</source>
            <extracomment>Barometer (age 4, yellow), non-demand effect 3</extracomment>
            <translation>Puedes devolver todo tu pronóstico; si había alguna carta azul, reclama el logro Destino.</translation>
        </message>
        <message>
            <source>Draw a card of value 5.</source>
            <extracomment>Pencil (age 4, yellow), echo effect 1</extracomment>
            <translation>Roba una carta de valor 5.</translation>
        </message>
        <message>
            <source>Return one, two or three cards from your hand if you like. For each one returned, draw a card of value one above the highest of them; then keep one drawn card by foreshadowing it and return the others.</source>
            <extracomment>Pencil (age 4, yellow), non-demand effect 2</extracomment>
            <translation>Si quieres, devuelve una, dos o tres cartas de tu mano. Por cada una, roba una carta de un valor más que la más alta devuelta; después pronostica una de las robadas y devuelve las demás.</translation>
        </message>
        <message>
            <source>Find your color with the most cards; you may splay it right.</source>
            <extracomment>Clock (age 4, purple), echo effect 1</extracomment>
            <translation>Busca tu color con más cartas; puedes desplegarlo a la derecha.</translation>
        </message>
        <message>
            <source>I demand you draw and reveal three 10s and return them after counting the clocks they show! Then transfer all cards of value equal to that number from your hand and score pile to my score pile!</source>
            <extracomment>Clock (age 4, purple), demand effect 2</extracomment>
            <translation>¡Te exijo que robes y reveles tres 10 y los devuelvas tras contar los relojes que muestran! ¡Después transfiere a mi pila de puntuación todas las cartas de tu mano y de tu pila de puntuación cuyo valor sea ese número!</translation>
        </message>
        <message>
            <source>Draw a card of value 4 and tuck it.</source>
            <extracomment>Toilet (age 4, purple), echo effect 1</extracomment>
            <translation>Roba una carta de valor 4 y archívala.</translation>
        </message>
        <message>
            <source>I demand you return from your score pile each card of the same value as the highest bonus on my board!</source>
            <extracomment>Toilet (age 4, purple), demand effect 2</extracomment>
            <translation>¡Te exijo que devuelvas de tu pila de puntuación cada carta del mismo valor que la bonificación más alta de mi tablero!</translation>
        </message>
        <message>
            <source>If you like, exchange a card of your hand for a new one: return it and draw a card of its value.</source>
            <extracomment>Toilet (age 4, purple), non-demand effect 3</extracomment>
            <translation>Si quieres, cambia una carta de tu mano por otra: devuélvela y roba una carta de su valor.</translation>
        </message>
        <message>
            <source>Draw a card of value 5 and tuck it.</source>
            <extracomment>Lightning Rod (age 5, blue), echo effect 1</extracomment>
            <translation>Roba una carta de valor 5 y archívala.</translation>
        </message>
        <message>
            <source>I demand you draw a 5, tuck it, and return the top card of your pile of that color!</source>
            <extracomment>Lightning Rod (age 5, blue), demand effect 2</extracomment>
            <translation>¡Te exijo que robes un 5, lo archives y devuelvas la carta superior de tu pila de ese color!</translation>
        </message>
        <message>
            <source>Tuck a freshly drawn 5. After that, returning one of your top cards is allowed.</source>
            <extracomment>Lightning Rod (age 5, blue), non-demand effect 3</extracomment>
            <translation>Roba un 5 y archívalo. Después puedes devolver una de tus cartas superiores.</translation>
        </message>
        <message>
            <source>Take the bottom card of your green pile and meld it on top; the pile's splay does not change.</source>
            <extracomment>Thermometer (age 5, blue), echo effect 1</extracomment>
            <translation>Toma la carta inferior de tu pila verde y fúndela encima; el despliegue de la pila no cambia.</translation>
        </message>
        <message>
            <source>Draw a card one value above your top yellow card and meld it. Should it be yellow, do this effect again.</source>
            <extracomment>Thermometer (age 5, blue), non-demand effect 2</extracomment>
            <translation>Roba una carta de un valor más que tu carta superior amarilla y fúndela. Si es amarilla, repite este efecto.</translation>
        </message>
        <message>
            <source>Draw a 6 and reveal it. A card with a factory is melded and this effect starts again; any other card is foreshadowed.</source>
            <extracomment>Coke (age 5, red), non-demand effect 2</extracomment>
            <translation>Roba un 6 y revélalo. Si tiene fábrica, fúndelo y vuelve a empezar este efecto; si no, pronostícalo.</translation>
        </message>
        <message>
            <source>I demand you put onto my board a top card of yours that is not red and has a leaf or a factory! If you do, draw a 6 and foreshadow it!</source>
            <extracomment>Octant (age 5, red), demand effect 1</extracomment>
            <translation>¡Te exijo que pases a mi tablero una carta superior tuya que no sea roja y tenga hoja o fábrica! ¡Si lo haces, roba un 6 y pronostícalo!</translation>
        </message>
        <message>
            <source>Draw a card of value 6 and foreshadow it.</source>
            <extracomment>Octant (age 5, red), non-demand effect 2</extracomment>
            <translation>Roba una carta de valor 6 y pronostícala.</translation>
        </message>
        <message>
            <source>If two or more of the bonuses visible on your board have the same value, draw and score a card of that value.</source>
            <extracomment>Palampore (age 5, green), non-demand effect 1</extracomment>
            <translation>Si dos o más bonificaciones visibles de tu tablero tienen el mismo valor, roba y puntúa una carta de ese valor.</translation>
        </message>
        <message>
            <source>Claim the Wealth achievement when at least six bonuses are visible on your board.</source>
            <extracomment>Palampore (age 5, green), non-demand effect 3</extracomment>
            <translation>Reclama el logro Riqueza si hay al menos seis bonificaciones visibles en tu tablero.</translation>
        </message>
        <message>
            <source>I demand you return a top card of yours of value 1 or 2!</source>
            <extracomment>Seed Drill (age 5, green), demand effect 1</extracomment>
            <translation>¡Te exijo que devuelvas una carta superior tuya de valor 1 o 2!</translation>
        </message>
        <message>
            <source>Choose the 3, 4 or 5 supply pile. You may turn its bottom card, if there is one, into one more standard achievement available to claim.</source>
            <extracomment>Seed Drill (age 5, green), non-demand effect 2</extracomment>
            <translation>Elige el mazo de edad 3, 4 o 5. Puedes convertir su carta inferior, si la hay, en un logro estándar más disponible para conseguir.</translation>
        </message>
        <message>
            <source>Return all the cards in your hand. After that, each of your top cards showing a bonus makes you draw a card whose value is that bonus.</source>
            <extracomment>Pressure Cooker (age 5, yellow), non-demand effect 1</extracomment>
            <translation>Devuelve todas las cartas de tu mano. Después, por cada carta superior tuya con bonificación, roba una carta del valor de esa bonificación.</translation>
        </message>
        <message>
            <source>Choose a top card of yours that shows no factory and score it.</source>
            <extracomment>Stove (age 5, yellow), echo effect 1</extracomment>
            <translation>Elige una carta superior tuya sin fábrica y puntúala.</translation>
        </message>
        <message>
            <source>Draw a 4 and tuck it. Should the pile it went under then have a top card of value 1, 2 or 3, draw and score a 4.</source>
            <extracomment>Stove (age 5, yellow), non-demand effect 2</extracomment>
            <translation>Roba un 4 y archívalo. Si la carta superior de esa pila vale entonces 1, 2 o 3, roba y puntúa un 4.</translation>
        </message>
        <message>
            <source>Splay right your green cards, if you like.</source>
            <extracomment>Stove (age 5, yellow), non-demand effect 3</extracomment>
            <translation>Si quieres, despliega a la derecha tus cartas verdes.</translation>
        </message>
        <message>
            <source>Look at the values held in all players' hands and draw a card of one of them.</source>
            <extracomment>Piano (age 5, purple), echo effect 1</extracomment>
            <translation>Mira los valores de las cartas en las manos de todos los jugadores y roba una carta de uno de ellos.</translation>
        </message>
        <message>
            <source>If your board has five top cards of five different values, return five cards from your score pile; then, going from the lowest of those values to the highest, draw and score a card of each.</source>
            <extracomment>Piano (age 5, purple), non-demand effect 2</extracomment>
            <translation>Si tienes cinco cartas superiores de cinco valores distintos, devuelve cinco cartas de tu pila de puntuación; después, del valor más bajo al más alto de ellas, roba y puntúa una carta de cada uno.</translation>
        </message>
        <message>
            <source>Look at the top card of a supply pile of your choice and leave it where it was.</source>
            <extracomment>Tuning Fork (age 5, purple), echo effect 1</extracomment>
            <translation>Mira la carta de encima de un mazo a tu elección y déjala donde estaba.</translation>
        </message>
        <message>
            <source>Return a card from your hand and draw a card of the same value, revealing it. It is melded when it beats your top card of its color and returned otherwise. You may go through this effect again.</source>
            <extracomment>Tuning Fork (age 5, purple), non-demand effect 2</extracomment>
            <translation>Devuelve una carta de tu mano y roba una carta del mismo valor, revelándola. Si es más alta que tu carta superior de su color, fúndela; si no, devuélvela. Puedes repetir este efecto.</translation>
        </message>
        <message>
            <source>Choose any value; draw a card of that value and foreshadow it.</source>
            <extracomment>Bifocals (age 6, blue), echo effect 1</extracomment>
            <translation>Elige un valor cualquiera; roba una carta de ese valor y pronostícala.</translation>
        </message>
        <message>
            <source>Returning a card from your forecast is allowed; doing so, draw a replacement of the same value and foreshadow it.</source>
            <extracomment>Bifocals (age 6, blue), non-demand effect 2</extracomment>
            <translation>Puedes devolver una carta de tu pronóstico; si lo haces, roba otra del mismo valor y pronostícala.</translation>
        </message>
        <message>
            <source>Choose a blue or a yellow card in your hand and meld it.</source>
            <extracomment>Stethoscope (age 6, blue), echo effect 1</extracomment>
            <translation>Elige una carta azul o amarilla de tu mano y fúndela.</translation>
        </message>
        <message>
            <source>Draw a 7. If this card's echo effect made you meld a blue card in this action, draw an 8 as well.</source>
            <extracomment>Stethoscope (age 6, blue), non-demand effect 2</extracomment>
            <translation>Roba un 7. Si el efecto de eco de esta carta te hizo fundir una carta azul en esta acción, roba también un 8.</translation>
        </message>
        <message>
            <source>Among your top cards, score the one of lowest value.</source>
            <extracomment>Loom (age 6, red), echo effect 1</extracomment>
            <translation>De tus cartas superiores, puntúa la de menor valor.</translation>
        </message>
        <message>
            <source>You may return from your score pile two cards whose values differ. If you do, draw three cards of value 6 and tuck each of them.</source>
            <extracomment>Loom (age 6, red), non-demand effect 2</extracomment>
            <translation>Puedes devolver de tu pila de puntuación dos cartas de valores distintos. Si lo haces, roba tres cartas de valor 6 y archiva cada una.</translation>
        </message>
        <message>
            <source>When five or more hex images are visible in a single color of your board, claim Heritage.</source>
            <extracomment>Loom (age 6, red), non-demand effect 3</extracomment>
            <translation>Si en un solo color de tu tablero se ven cinco o más imágenes hexagonales, reclama el logro Patrimonio.</translation>
        </message>
        <message>
            <source>I demand you tuck a freshly drawn 6, transfer the two top cards of your pile of its color to my score pile, and then take the bottom card of my pile of that color into your own score pile!</source>
            <extracomment>Shrapnel (age 6, red), demand effect 1</extracomment>
            <translation>¡Te exijo que robes y archives un 6, que transfieras las dos cartas de arriba de tu pila de ese color a mi pila de puntuación y que después tomes la carta inferior de mi pila de ese color para tu pila de puntuación!</translation>
        </message>
        <message>
            <source>Pick another player who owns an achievement of the same value as one of their top cards: you may achieve that top card (if eligible), and then move your top green card onto their board. If you achieve nothing, draw and meld a 7.</source>
            <extracomment>Hot Air Balloon (age 6, green), non-demand effect 2</extracomment>
            <translation>Elige a otro jugador que tenga un logro del mismo valor que una de sus cartas superiores: puedes conseguir esa carta superior (si cumples los requisitos) y entonces pasa tu carta superior verde a su tablero. Si no consigues nada, roba y funde un 7.</translation>
        </message>
        <message>
            <source>I demand you draw and reveal a 6! If it is blue or yellow, give me it together with your whole hand; if red or green, keep it and transfer two cards from your score pile to mine; if purple, just keep it!</source>
            <extracomment>Steamboat (age 6, green), demand effect 1</extracomment>
            <translation>¡Te exijo que robes y reveles un 6! ¡Si es azul o amarilla, dámela junto con toda tu mano; si es roja o verde, quédatela y transfiere dos cartas de tu pila de puntuación a la mía; si es morada, simplemente quédatela!</translation>
        </message>
        <message>
            <source>Draw a card of value 6 and tuck it.</source>
            <extracomment>Dentures (age 6, yellow), echo effect 1</extracomment>
            <translation>Roba una carta de valor 6 y archívala.</translation>
        </message>
        <message>
            <source>Look at the color of the last card you tucked through Dentures; score the top two cards of that pile but never its bottom card. If no card can be scored, draw and tuck a 6 and do this effect again.</source>
            <extracomment>Dentures (age 6, yellow), non-demand effect 2</extracomment>
            <translation>Mira el color de la última carta que archivaste con Dentures; puntúa las dos cartas de arriba de esa pila, pero nunca su carta inferior. Si no puedes puntuar ninguna, roba y archiva un 6 y repite este efecto.</translation>
        </message>
        <message>
            <source>Splay right your blue cards, if you like.</source>
            <extracomment>Dentures (age 6, yellow), non-demand effect 3</extracomment>
            <translation>Si quieres, despliega a la derecha tus cartas azules.</translation>
        </message>
        <message>
            <source>Score from your hand a card with an odd value.</source>
            <extracomment>Morphine (age 6, yellow), echo effect 1</extracomment>
            <translation>Puntúa de tu mano una carta de valor impar.</translation>
        </message>
        <message>
            <source>I demand you return each card of value 1, 3, 5, 7 or 9 in your hand, and afterwards draw a 6!</source>
            <extracomment>Morphine (age 6, yellow), demand effect 2</extracomment>
            <translation>¡Te exijo que devuelvas cada carta de valor 1, 3, 5, 7 o 9 de tu mano y después robes un 6!</translation>
        </message>
        <message>
            <source>Were any cards returned because of the demand, take the highest of them and draw a card one value above it.</source>
            <extracomment>Morphine (age 6, yellow), non-demand effect 3</extracomment>
            <translation>Si por la exigencia se devolvió alguna carta, roba una carta de un valor más que la más alta de ellas.</translation>
        </message>
        <message>
            <source>Splay right your red cards, if you like.</source>
            <extracomment>Morphine (age 6, yellow), non-demand effect 4</extracomment>
            <translation>Si quieres, despliega a la derecha tus cartas rojas.</translation>
        </message>
        <message>
            <source>I demand you choose two cards in your score pile and return them!</source>
            <extracomment>Indian Clubs (age 6, purple), demand effect 1</extracomment>
            <translation>¡Te exijo que elijas dos cartas de tu pila de puntuación y las devuelvas!</translation>
        </message>
        <message>
            <source>Look at the values in your score pile: for each one, score from your hand a card with that value.</source>
            <extracomment>Indian Clubs (age 6, purple), non-demand effect 2</extracomment>
            <translation>Mira los valores de tu pila de puntuación: por cada uno, puntúa de tu mano una carta de ese valor.</translation>
        </message>
        <message>
            <source>Meld a freshly drawn 7, and you may then splay its pile right.</source>
            <extracomment>Kaleidoscope (age 6, purple), non-demand effect 1</extracomment>
            <translation>Roba y funde un 7; después puedes desplegar su pila a la derecha.</translation>
        </message>
        <message>
            <source>Choose a card in your forecast and meld it.</source>
            <extracomment>Photography (age 7, blue), echo effect 1</extracomment>
            <translation>Elige una carta de tu pronóstico y fúndela.</translation>
        </message>
        <message>
            <source>I demand you take the highest of your top cards into your hand!</source>
            <extracomment>Photography (age 7, blue), demand effect 2</extracomment>
            <translation>¡Te exijo que tomes en tu mano la más alta de tus cartas superiores!</translation>
        </message>
        <message>
            <source>Claim History when at least three echo effects are visible in one color of your board.</source>
            <extracomment>Photography (age 7, blue), non-demand effect 3</extracomment>
            <translation>Reclama el logro Historia si en un color de tu tablero se ven al menos tres efectos de eco.</translation>
        </message>
        <message>
            <source>Return all the cards in your hand and draw a 6. Then draw one more card for each different color among the returned cards: a 7, then an 8, and so on.</source>
            <extracomment>Typewriter (age 7, blue), non-demand effect 1</extracomment>
            <translation>Devuelve todas las cartas de tu mano y roba un 6. Después roba una carta más por cada color distinto entre las devueltas: un 7, luego un 8, y así sucesivamente.</translation>
        </message>
        <message>
            <source>Draw and score a 7 if all five colors are on your board.</source>
            <extracomment>Machine Gun (age 7, red), echo effect 1</extracomment>
            <translation>Si tienes los cinco colores en tu tablero, roba y puntúa un 7.</translation>
        </message>
        <message>
            <source>I demand you transfer every top card of yours showing a bonus to my score pile! If any was transferred, draw a 7!</source>
            <extracomment>Machine Gun (age 7, red), demand effect 2</extracomment>
            <translation>¡Te exijo que transfieras a mi pila de puntuación todas tus cartas superiores con bonificación! ¡Si transferiste alguna, roba un 7!</translation>
        </message>
        <message>
            <source>Return each of your top cards that is not red.</source>
            <extracomment>Machine Gun (age 7, red), non-demand effect 3</extracomment>
            <translation>Devuelve cada una de tus cartas superiores que no sea roja.</translation>
        </message>
        <message>
            <source>Draw two cards of value 8 and tuck both.</source>
            <extracomment>Rubber (age 7, red), echo effect 1</extracomment>
            <translation>Roba dos cartas de valor 8 y archiva ambas.</translation>
        </message>
        <message>
            <source>Choose a top card of yours without a bonus and score it.</source>
            <extracomment>Rubber (age 7, red), non-demand effect 2</extracomment>
            <translation>Elige una carta superior tuya sin bonificación y puntúala.</translation>
        </message>
        <message>
            <source>Splay up your red cards, if you like.</source>
            <extracomment>Rubber (age 7, red), non-demand effect 3</extracomment>
            <translation>Si quieres, despliega hacia arriba tus cartas rojas.</translation>
        </message>
        <message>
            <source>Draw two cards of value 9. Foreshadow one of them; the other goes back to its pile.</source>
            <extracomment>Jeans (age 7, green), echo effect 1</extracomment>
            <translation>Roba dos cartas de valor 9. Pronostica una de ellas; la otra vuelve a su mazo.</translation>
        </message>
        <message>
            <source>Name two different values from 1 to 6. For each, draw a card and reveal it; meld one of the two and return the other.</source>
            <extracomment>Jeans (age 7, green), non-demand effect 2</extracomment>
            <translation>Nombra dos valores distintos entre 1 y 6. Para cada uno, roba una carta y revélala; funde una de las dos y devuelve la otra.</translation>
        </message>
        <message>
            <source>If you like, pick an opponent and one color: your pile of that color then copies the splay of their pile of that color.</source>
            <extracomment>Telegraph (age 7, green), non-demand effect 1</extracomment>
            <translation>Si quieres, elige un oponente y un color: tu pila de ese color copia entonces el despliegue de su pila de ese color.</translation>
        </message>
        <message>
            <source>Splay up your blue cards, if you like.</source>
            <extracomment>Telegraph (age 7, green), non-demand effect 2</extracomment>
            <translation>Si quieres, despliega hacia arriba tus cartas azules.</translation>
        </message>
        <message>
            <source>Score either the top or the bottom card of your green pile.</source>
            <extracomment>Elevator (age 7, yellow), echo effect 1</extracomment>
            <translation>Puntúa la carta superior o la carta inferior de tu pila verde.</translation>
        </message>
        <message>
            <source>Name a value found in your score pile. Choose where to collect it: all other players' hands, or all other players' score piles; every card of that value there goes to your score pile.</source>
            <extracomment>Elevator (age 7, yellow), non-demand effect 2</extracomment>
            <translation>Nombra un valor que haya en tu pila de puntuación. Elige de dónde recogerlo: las manos de todos los demás jugadores o sus pilas de puntuación; todas las cartas de ese valor de allí pasan a tu pila de puntuación.</translation>
        </message>
        <message>
            <source>You may return a card from your hand. If you do, take into your hand every card of its value from every score pile.</source>
            <extracomment>Fertilizer (age 7, yellow), non-demand effect 1</extracomment>
            <translation>Puedes devolver una carta de tu mano. Si lo haces, toma en tu mano todas las cartas de su valor de todas las pilas de puntuación.</translation>
        </message>
        <message>
            <source>Score a top card of yours that is neither purple nor showing a bonus.</source>
            <extracomment>Ice Cream (age 7, purple), echo effect 1</extracomment>
            <translation>Puntúa una carta superior tuya que no sea morada ni tenga bonificación.</translation>
        </message>
        <message>
            <source>I demand you draw a 1 and meld it!</source>
            <extracomment>Ice Cream (age 7, purple), demand effect 2</extracomment>
            <translation>¡Te exijo que robes un 1 y lo fundas!</translation>
        </message>
        <message>
            <source>Choose the 6, 7, 8 or 9 supply pile. You may turn its bottom card, if there is one, into one more standard achievement available to claim.</source>
            <extracomment>Ice Cream (age 7, purple), non-demand effect 3</extracomment>
            <translation>Elige el mazo de edad 6, 7, 8 o 9. Puedes convertir su carta inferior, si la hay, en un logro estándar más disponible para conseguir.</translation>
        </message>
        <message>
            <source>Splay up your purple cards, if you like.</source>
            <extracomment>Saxophone (age 7, purple), non-demand effect 1</extracomment>
            <translation>Si quieres, despliega hacia arriba tus cartas moradas.</translation>
        </message>
        <message>
            <source>When the music notes of all four instruments (Bell, Flute, Piano, Saxophone) can be seen on the boards, you win. Failing that, each visible music note makes you draw a 7.</source>
            <extracomment>Saxophone (age 7, purple), non-demand effect 2</extracomment>
            <translation>Si se ven en los tableros las notas musicales de los cuatro instrumentos (Bell, Flute, Piano, Saxophone), ganas la partida. Si no, roba un 7 por cada nota musical visible.</translation>
        </message>
        <message>
            <source>Count the lightbulbs on your board and draw a 9 per two of them. Keep one drawn card by melding it and return all the rest. You win if that melded card is A.I.</source>
            <extracomment>Radio Telescope (age 8, blue), non-demand effect 1</extracomment>
            <translation>Cuenta las bombillas de tu tablero y roba un 9 por cada dos. Funde una de las cartas robadas y devuelve todas las demás. Si la carta fundida es A.I., ganas la partida.</translation>
        </message>
        <message>
            <source>Draw a card of value 8 and tuck it.</source>
            <extracomment>X-Ray (age 8, blue), echo effect 1</extracomment>
            <translation>Roba una carta de valor 8 y archívala.</translation>
        </message>
        <message>
            <source>Count the leaves on your board; for every three, choose a value, draw a card of it and foreshadow it.</source>
            <extracomment>X-Ray (age 8, blue), non-demand effect 2</extracomment>
            <translation>Cuenta las hojas de tu tablero; por cada tres, elige un valor, roba una carta de ese valor y pronostícala.</translation>
        </message>
        <message>
            <source>Splay up your yellow cards, if you like.</source>
            <extracomment>X-Ray (age 8, blue), non-demand effect 3</extracomment>
            <translation>Si quieres, despliega hacia arriba tus cartas amarillas.</translation>
        </message>
        <message>
            <source>Meld a card from your hand that shows a leaf.</source>
            <extracomment>Bandage (age 8, red), echo effect 1</extracomment>
            <translation>Funde una carta de tu mano que tenga hoja.</translation>
        </message>
        <message>
            <source>I demand you return the highest card of your score pile whose value no card in your hand has, and also return a top card of yours with a clock!</source>
            <extracomment>Bandage (age 8, red), demand effect 2</extracomment>
            <translation>¡Te exijo que devuelvas la carta más alta de tu pila de puntuación cuyo valor no tenga ninguna carta de tu mano, y también una carta superior tuya con reloj!</translation>
        </message>
        <message>
            <source>I demand you give me every card in your hand that has no clock!</source>
            <extracomment>Parachute (age 8, red), demand effect 1</extracomment>
            <translation>¡Te exijo que me des todas las cartas de tu mano que no tengan reloj!</translation>
        </message>
        <message>
            <source>For every three factories on your board, draw an 8 and tuck it. If a green card is among those tucked, do this effect again.</source>
            <extracomment>Nylon (age 8, green), non-demand effect 1</extracomment>
            <translation>Por cada tres fábricas de tu tablero, roba un 8 y archívalo. Si alguna de las cartas archivadas es verde, repite este efecto.</translation>
        </message>
        <message>
            <source>Return every card you hold, after which you draw two cards of value 8.</source>
            <extracomment>Sliced Bread (age 8, green), echo effect 1</extracomment>
            <translation>Devuelve todas las cartas que tienes en la mano y después roba dos cartas de valor 8.</translation>
        </message>
        <message>
            <source>Choose a card in your score pile and return it, then draw two cards whose value is one less and score them both.</source>
            <extracomment>Sliced Bread (age 8, green), non-demand effect 2</extracomment>
            <translation>Elige una carta de tu pila de puntuación y devuélvela; después roba dos cartas de un valor menos y puntúa ambas.</translation>
        </message>
        <message>
            <source>I demand you look at the values of your top cards and return all cards of those values from your score pile!</source>
            <extracomment>Air Conditioner (age 8, yellow), demand effect 2</extracomment>
            <translation>¡Te exijo que mires los valores de tus cartas superiores y devuelvas todas las cartas de esos valores de tu pila de puntuación!</translation>
        </message>
        <message>
            <source>Draw a card of value 7.</source>
            <extracomment>Tractor (age 8, yellow), echo effect 1</extracomment>
            <translation>Roba una carta de valor 7.</translation>
        </message>
        <message>
            <source>Score a freshly drawn 7, then draw another 7 into your hand.</source>
            <extracomment>Tractor (age 8, yellow), non-demand effect 2</extracomment>
            <translation>Roba un 7 y puntúalo; después roba otro 7 para tu mano.</translation>
        </message>
        <message>
            <source>Draw one card per bonus visible on your board, each of the value of its bonus.</source>
            <extracomment>Crossword (age 8, purple), non-demand effect 1</extracomment>
            <translation>Roba una carta por cada bonificación visible de tu tablero, cada una del valor de su bonificación.</translation>
        </message>
        <message>
            <source>Draw a card of value 8 and meld it.</source>
            <extracomment>Television (age 8, purple), echo effect 1</extracomment>
            <translation>Roba una carta de valor 8 y fúndela.</translation>
        </message>
        <message>
            <source>Name a value and an opponent; a card of that value goes from their score pile to the top of their board. Then, if they hold an achievement of that value, achieve another card of that value out of their score pile, provided you are eligible.</source>
            <extracomment>Television (age 8, purple), non-demand effect 2</extracomment>
            <translation>Nombra un valor y un oponente; una carta de ese valor pasa de su pila de puntuación a su tablero. Después, si tiene un logro de ese valor, consigue otra carta de ese valor de su pila de puntuación, si cumples los requisitos.</translation>
        </message>
        <message>
            <source>Score the bottom cards of two of your non-blue piles. If you scored two and their values add up to less than 11, draw a card of that sum and do this effect once more (a single repeat).</source>
            <extracomment>Calculator (age 9, blue), non-demand effect 1</extracomment>
            <translation>Puntúa las cartas inferiores de dos de tus pilas no azules. Si puntuaste dos y sus valores suman menos de 11, roba una carta de valor igual a esa suma y repite este efecto una sola vez.</translation>
        </message>
        <message>
            <source>First return every standard achievement nobody has claimed yet, and half of your score pile's cards (round halves up). Finally draw two 10s and meld both.</source>
            <extracomment>Laser (age 9, blue), non-demand effect 1</extracomment>
            <translation>Primero devuelve todos los logros estándar que nadie ha conseguido aún y la mitad de las cartas de tu pila de puntuación (redondeando hacia arriba). Por último roba dos 10 y funde ambos.</translation>
        </message>
        <message>
            <source>Pick any board's top card except Helicopter and send it to the score pile of the player who owns it. Then, if you like, return from your hand a card with an icon in common with it to go through this effect once more.</source>
            <extracomment>Helicopter (age 9, red), non-demand effect 1</extracomment>
            <translation>Elige la carta superior de cualquier tablero, excepto Helicopter, y pásala a la pila de puntuación de su dueño. Después, si quieres, devuelve de tu mano una carta que tenga algún icono en común con ella para repetir este efecto.</translation>
        </message>
        <message>
            <source>Choose a card in your hand and meld it.</source>
            <extracomment>Jet (age 9, red), echo effect 1</extracomment>
            <translation>Elige una carta de tu mano y fúndela.</translation>
        </message>
        <message>
            <source>I demand you return the top card of your pile whose color matches the card I melded with this card's echo effect this action!</source>
            <extracomment>Jet (age 9, red), demand effect 2</extracomment>
            <translation>¡Te exijo que devuelvas la carta superior de tu pila del mismo color que la carta que fundí con el efecto de eco de esta carta en esta acción!</translation>
        </message>
        <message>
            <source>Draw a card of value 9 and foreshadow it.</source>
            <extracomment>Credit Card (age 9, green), echo effect 1</extracomment>
            <translation>Roba una carta de valor 9 y pronostícala.</translation>
        </message>
        <message>
            <source>Choose a top card of yours other than your green one; you may take it into your hand, and then draw and score a card of the same value.</source>
            <extracomment>Credit Card (age 9, green), non-demand effect 2</extracomment>
            <translation>Puedes tomar en tu mano una de tus cartas superiores que no sea verde; si lo haces, roba y puntúa una carta de su valor.</translation>
        </message>
        <message>
            <source>Splay up your green cards, if you like.</source>
            <extracomment>Credit Card (age 9, green), non-demand effect 3</extracomment>
            <translation>Si quieres, despliega hacia arriba tus cartas verdes.</translation>
        </message>
        <message>
            <source>Draw a card of value 10 and foreshadow it.</source>
            <extracomment>Email (age 9, green), echo effect 1</extracomment>
            <translation>Roba una carta de valor 10 y pronostícala.</translation>
        </message>
        <message>
            <source>Carry out, by yourself and without sharing, the non-demand effects of the lowest of your top cards that are not green (its echo effect does not run).</source>
            <extracomment>Email (age 9, green), non-demand effect 3</extracomment>
            <translation>Ejecuta tú solo, sin compartir, los efectos sin exigencia de la más baja de tus cartas superiores que no sean verdes (su efecto de eco no se ejecuta).</translation>
        </message>
        <message>
            <source>Choose any value; draw a card of that value and score it.</source>
            <extracomment>ATM (age 9, yellow), echo effect 1</extracomment>
            <translation>Elige un valor cualquiera; roba una carta de ese valor y puntúala.</translation>
        </message>
        <message>
            <source>I demand you put on my board your highest top card that is not yellow and has no crown!</source>
            <extracomment>ATM (age 9, yellow), demand effect 2</extracomment>
            <translation>¡Te exijo que pases a mi tablero tu carta superior más alta que no sea amarilla ni tenga corona!</translation>
        </message>
        <message>
            <source>Tuck one of your top cards that is not yellow under its own pile.</source>
            <extracomment>Wristwatch (age 9, yellow), echo effect 1</extracomment>
            <translation>Archiva bajo su propia pila una de tus cartas superiores que no sea amarilla.</translation>
        </message>
        <message>
            <source>Going from the lowest bonus to the highest, draw and tuck one card for each visible bonus on your board, of that bonus's value.</source>
            <extracomment>Wristwatch (age 9, yellow), non-demand effect 2</extracomment>
            <translation>De la bonificación más baja a la más alta, roba y archiva una carta por cada bonificación visible de tu tablero, del valor de esa bonificación.</translation>
        </message>
        <message>
            <source>Choose a value from 1 to 9, then draw a card of that value and meld it.</source>
            <extracomment>Karaoke (age 9, purple), echo effect 1</extracomment>
            <translation>Elige un valor del 1 al 9 y roba y funde una carta de ese valor.</translation>
        </message>
        <message>
            <source>Carry out, by yourself and without sharing, the non-demand effects of the card this card's echo effect melded in this action.</source>
            <extracomment>Karaoke (age 9, purple), non-demand effect 2</extracomment>
            <translation>Ejecuta tú solo, sin compartir, los efectos sin exigencia de la carta que fundió el efecto de eco de esta carta en esta acción.</translation>
        </message>
        <message>
            <source>Taking the bottom card of any of your piles into your hand is allowed.</source>
            <extracomment>Karaoke (age 9, purple), non-demand effect 3</extracomment>
            <translation>Puedes tomar en tu mano la carta inferior de cualquiera de tus pilas.</translation>
        </message>
        <message>
            <source>I demand you give me your top green card! If Scissors is your top green card afterwards, I win!</source>
            <extracomment>Rock (age 9, purple), demand effect 1</extracomment>
            <translation>¡Te exijo que me des tu carta superior verde! ¡Si después tu carta superior verde es Scissors, gano la partida!</translation>
        </message>
        <message>
            <source>Optionally score a top card of yours. If Paper ends up as your top green card, you win.</source>
            <extracomment>Rock (age 9, purple), non-demand effect 2</extracomment>
            <translation>Si quieres, puntúa una de tus cartas superiores. Si después tu carta superior verde es Paper, ganas la partida.</translation>
        </message>
        <message>
            <source>Claim a standard achievement you would be eligible for if your score were twice as high.</source>
            <extracomment>Artificial Heart (age 10, blue), non-demand effect 1</extracomment>
            <translation>Reclama un logro estándar para el que cumplirías los requisitos si tu puntuación fuera el doble.</translation>
        </message>
        <message>
            <source>You may choose a value, then draw and score a card of it. Take into your hand the bottom card of one of your piles. If your hand and your score pile hold the same values the same number of times, you win.</source>
            <extracomment>Human Genome (age 10, blue), non-demand effect 1</extracomment>
            <translation>Puedes elegir un valor y robar y puntuar una carta de ese valor. Toma en tu mano la carta inferior de una de tus pilas. Si tu mano y tu pila de puntuación tienen los mismos valores, cada uno el mismo número de veces, ganas la partida.</translation>
        </message>
        <message>
            <source>I demand you give me all the cards in your hand, and then draw a 9!</source>
            <extracomment>Camcorder (age 10, red), demand effect 1</extracomment>
            <translation>¡Te exijo que me des todas las cartas de tu mano y después robes un 9!</translation>
        </message>
        <message>
            <source>Meld all the 9s you hold; whatever else is in your hand is returned. Then draw three 9s.</source>
            <extracomment>Camcorder (age 10, red), non-demand effect 2</extracomment>
            <translation>Funde todos los 9 de tu mano y devuelve todo lo demás que tengas en ella. Después roba tres 9.</translation>
        </message>
        <message>
            <source>I demand you name an icon type, and then transfer to my score pile every top card of yours without that icon!</source>
            <extracomment>Social Networking (age 10, red), demand effect 1</extracomment>
            <translation>¡Te exijo que nombres un tipo de icono y después transfieras a mi pila de puntuación todas tus cartas superiores que no lo tengan!</translation>
        </message>
        <message>
            <source>You win if every other player has more factories, more crowns and more castles than you.</source>
            <extracomment>Social Networking (age 10, red), non-demand effect 2</extracomment>
            <translation>Ganas la partida si cada uno de los demás jugadores tiene más fábricas, más coronas y más castillos que tú.</translation>
        </message>
        <message>
            <source>I demand you empty your forecast by returning each card in it!</source>
            <extracomment>GPS (age 10, green), demand effect 1</extracomment>
            <translation>¡Te exijo que vacíes tu pronóstico devolviendo cada carta que haya en él!</translation>
        </message>
        <message>
            <source>Draw three cards of value 10 and foreshadow all of them.</source>
            <extracomment>GPS (age 10, green), non-demand effect 2</extracomment>
            <translation>Roba tres cartas de valor 10 y pronostícalas todas.</translation>
        </message>
        <message>
            <source>I demand you choose four cards in your score pile and return them!</source>
            <extracomment>Flash Drive (age 10, green), demand effect 1</extracomment>
            <translation>¡Te exijo que elijas cuatro cartas de tu pila de puntuación y las devuelvas!</translation>
        </message>
        <message>
            <source>Choose a card in your score pile and return it; having returned one, you may splay a color of yours up.</source>
            <extracomment>Flash Drive (age 10, green), non-demand effect 2</extracomment>
            <translation>Elige una carta de tu pila de puntuación y devuélvela; si devolviste una, puedes desplegar hacia arriba uno de tus colores.</translation>
        </message>
        <message>
            <source>Count the clocks on your board and draw a 10 for every two of them.</source>
            <extracomment>Cell Phone (age 10, yellow), non-demand effect 1</extracomment>
            <translation>Cuenta los relojes de tu tablero y roba un 10 por cada dos.</translation>
        </message>
        <message>
            <source>Choose any number of cards with a clock in your hand and tuck them; every color you tuck a card into gets splayed up.</source>
            <extracomment>Cell Phone (age 10, yellow), non-demand effect 3</extracomment>
            <translation>Elige cualquier número de cartas con reloj de tu mano y archívalas; cada color en el que archives una carta se despliega hacia arriba.</translation>
        </message>
        <message>
            <source>Return as many cards from your hand as you like; every returned card earns you two standard achievements, as long as you meet their requirements.</source>
            <extracomment>MP3 (age 10, yellow), non-demand effect 1</extracomment>
            <translation>Devuelve las cartas de tu mano que quieras; cada carta devuelta te permite reclamar dos logros estándar para los que cumplas los requisitos.</translation>
        </message>
        <message>
            <source>Choose a bonus on your board; draw a card of its value and score it.</source>
            <extracomment>MP3 (age 10, yellow), non-demand effect 2</extracomment>
            <translation>Elige una bonificación de tu tablero; roba una carta de su valor y puntúala.</translation>
        </message>
        <message>
            <source>From one pile of yours you may score its bottom card, or its two bottom cards. Afterwards, if each color on your board shows as many cards as every other (an unsplayed pile shows one), you win.</source>
            <extracomment>Puzzle Cube (age 10, purple), non-demand effect 1</extracomment>
            <translation>De una de tus pilas puedes puntuar su carta inferior o sus dos cartas inferiores. Después, si todos los colores de tu tablero muestran el mismo número de cartas (una pila sin desplegar muestra una), ganas la partida.</translation>
        </message>
        <message>
            <source>Draw a card of value 10 and meld it.</source>
            <extracomment>Puzzle Cube (age 10, purple), non-demand effect 2</extracomment>
            <translation>Roba una carta de valor 10 y fúndela.</translation>
        </message>
        <message>
            <source>Choose any value; draw a card of that value and meld it. If at least nine different bonus values are visible on your board, you win. Otherwise carry out, by yourself and without sharing, the non-demand effects of the melded card (not its echo effect).</source>
            <extracomment>Sudoku (age 10, purple), non-demand effect 1</extracomment>
            <translation>Elige un valor cualquiera; roba una carta de ese valor y fúndela. Si en tu tablero se ven al menos nueve valores de bonificación distintos, ganas la partida. Si no, ejecuta tú solo, sin compartir, los efectos sin exigencia de la carta fundida (no su efecto de eco).</translation>
        </message>
    </context>
    <context>
        <name>specials</name>
        <message>
            <source>Monument</source>
            <extracomment>a special achievement's name</extracomment>
            <translation>Monumento</translation>
        </message>
        <message>
            <source>Empire</source>
            <extracomment>a special achievement's name</extracomment>
            <translation>Imperio</translation>
        </message>
        <message>
            <source>World</source>
            <extracomment>a special achievement's name</extracomment>
            <translation>Mundo</translation>
        </message>
        <message>
            <source>Wonder</source>
            <extracomment>a special achievement's name</extracomment>
            <translation>Maravilla</translation>
        </message>
        <message>
            <source>Universe</source>
            <extracomment>a special achievement's name</extracomment>
            <translation>Universo</translation>
        </message>
        <message>
            <source>Wealth</source>
            <extracomment>a special achievement's name</extracomment>
            <translation>Riqueza</translation>
        </message>
        <message>
            <source>Destiny</source>
            <extracomment>a special achievement's name</extracomment>
            <translation>Destino</translation>
        </message>
        <message>
            <source>Heritage</source>
            <extracomment>a special achievement's name</extracomment>
            <translation>Patrimonio</translation>
        </message>
        <message>
            <source>History</source>
            <extracomment>a special achievement's name</extracomment>
            <translation>Historia</translation>
        </message>
        <message>
            <source>Supremacy</source>
            <extracomment>a special achievement's name</extracomment>
            <translation>Supremacía</translation>
        </message>
        <message>
            <source>Legend</source>
            <extracomment>a special achievement's name</extracomment>
            <translation>Leyenda</translation>
        </message>
        <message>
            <source>Repute</source>
            <extracomment>a special achievement's name</extracomment>
            <translation>Reputación</translation>
        </message>
        <message>
            <source>Fame</source>
            <extracomment>a special achievement's name</extracomment>
            <translation>Fama</translation>
        </message>
        <message>
            <source>Glory</source>
            <extracomment>a special achievement's name</extracomment>
            <translation>Gloria</translation>
        </message>
        <message>
            <source>Victory</source>
            <extracomment>a special achievement's name</extracomment>
            <translation>Victoria</translation>
        </message>
        <message>
            <source>Claimed automatically by a player who tucks six cards or scores six cards in one turn.</source>
            <extracomment>the condition of the special achievement Monument</extracomment>
            <translation>Lo reclama automáticamente el jugador que archiva seis cartas o puntúa seis cartas en un mismo turno.</translation>
        </message>
        <message>
            <source>Claimed automatically by a player with at least three of each of the six basic icons (crown, leaf, lightbulb, castle, factory, clock) visible on their board.</source>
            <extracomment>the condition of the special achievement Empire</extracomment>
            <translation>Lo reclama automáticamente el jugador que tiene visibles en su tablero al menos tres de cada uno de los seis iconos básicos (corona, hoja, bombilla, castillo, fábrica, reloj).</translation>
        </message>
        <message>
            <source>Claimed automatically by a player with twelve or more clocks visible on their board.</source>
            <extracomment>the condition of the special achievement World</extracomment>
            <translation>Lo reclama automáticamente el jugador que tiene doce o más relojes visibles en su tablero.</translation>
        </message>
        <message>
            <source>Claimed automatically by a player with all five colors on their board, each pile splayed right or up.</source>
            <extracomment>the condition of the special achievement Wonder</extracomment>
            <translation>Lo reclama automáticamente el jugador que tiene los cinco colores en su tablero, con cada pila desplegada a la derecha o hacia arriba.</translation>
        </message>
        <message>
            <source>Claimed automatically by a player with five top cards, each of value 8 or more.</source>
            <extracomment>the condition of the special achievement Universe</extracomment>
            <translation>Lo reclama automáticamente el jugador que tiene cinco cartas superiores, todas de valor 8 o más.</translation>
        </message>
        <message>
            <source>Claimed automatically by a player with eight or more bonuses visible on their board.</source>
            <extracomment>the condition of the special achievement Wealth</extracomment>
            <translation>Lo reclama automáticamente el jugador con ocho o más bonificaciones visibles en su tablero.</translation>
        </message>
        <message>
            <source>Claimed automatically by a player with seven or more cards in their forecast.</source>
            <extracomment>the condition of the special achievement Destiny</extracomment>
            <translation>Lo reclama automáticamente el jugador con siete o más cartas en su pronóstico.</translation>
        </message>
        <message>
            <source>Claimed automatically by a player with eight or more hexagon images visible in one color.</source>
            <extracomment>the condition of the special achievement Heritage</extracomment>
            <translation>Lo reclama automáticamente el jugador con ocho o más imágenes hexagonales visibles en un mismo color.</translation>
        </message>
        <message>
            <source>Claimed automatically by a player with four or more echo effects visible in one color.</source>
            <extracomment>the condition of the special achievement History</extracomment>
            <translation>Lo reclama automáticamente el jugador con cuatro o más efectos de eco visibles en un mismo color.</translation>
        </message>
        <message>
            <source>Claimed automatically by a player who shows three or more of one icon in each of four colors (the same icon in all four).</source>
            <extracomment>the condition of the special achievement Supremacy</extracomment>
            <translation>Lo reclama automáticamente el jugador que muestra tres o más de un mismo icono en cada uno de cuatro colores (el mismo icono en los cuatro).</translation>
        </message>
        <message>
            <source>Claimed automatically by a player who melds a city with a left arrow onto one of their piles already splayed left.</source>
            <extracomment>the condition of the special achievement Legend</extracomment>
            <translation>Lo reclama automáticamente el jugador que funde una ciudad con flecha a la izquierda sobre una de sus pilas ya desplegada a la izquierda.</translation>
        </message>
        <message>
            <source>Claimed automatically by a player who melds a city with a right arrow onto one of their piles already splayed right.</source>
            <extracomment>the condition of the special achievement Repute</extracomment>
            <translation>Lo reclama automáticamente el jugador que funde una ciudad con flecha a la derecha sobre una de sus pilas ya desplegada a la derecha.</translation>
        </message>
        <message>
            <source>Claimed automatically by a player who melds a city with an up arrow onto one of their piles already splayed up.</source>
            <extracomment>the condition of the special achievement Fame</extracomment>
            <translation>Lo reclama automáticamente el jugador que funde una ciudad con flecha hacia arriba sobre una de sus pilas ya desplegada hacia arriba.</translation>
        </message>
        <message>
            <source>Claimed automatically by a player who tucks a city with a flag.</source>
            <extracomment>the condition of the special achievement Glory</extracomment>
            <translation>Lo reclama automáticamente el jugador que archiva una ciudad con bandera.</translation>
        </message>
        <message>
            <source>Claimed automatically by a player who tucks a city with a fountain.</source>
            <extracomment>the condition of the special achievement Victory</extracomment>
            <translation>Lo reclama automáticamente el jugador que archiva una ciudad con fuente.</translation>
        </message>
        <message>
            <source>Claimed at the end of an action by a player with four or more top cards that have a demand effect.</source>
            <extracomment>the condition of the special achievement Monument, fourth edition</extracomment>
            <translation>Lo reclama al final de una acción quien tenga cuatro o más cartas superiores con efecto de exigencia.</translation>
        </message>
        <message>
            <source>Claimed at the end of an action by a player with at least three of each of the six basic icons (crown, leaf, lightbulb, castle, factory, clock; not the avatar) visible on their board.</source>
            <extracomment>the condition of the special achievement Empire, fourth edition</extracomment>
            <translation>Lo reclama al final de una acción quien tenga en su tablero al menos tres iconos visibles de cada uno de los seis básicos (corona, hoja, bombilla, castillo, fábrica, reloj; no el avatar).</translation>
        </message>
        <message>
            <source>Claimed at the end of an action by a player with twelve or more clocks visible on their board.</source>
            <extracomment>the condition of the special achievement World, fourth edition</extracomment>
            <translation>Lo reclama al final de una acción quien tenga doce o más relojes visibles en su tablero.</translation>
        </message>
        <message>
            <source>Claimed at the end of an action by a player with all five colors on their board, each pile splayed right, up or aslant.</source>
            <extracomment>the condition of the special achievement Wonder, fourth edition</extracomment>
            <translation>Lo reclama al final de una acción quien tenga los cinco colores en su tablero, cada pila desplegada a la derecha, hacia arriba o en diagonal.</translation>
        </message>
        <message>
            <source>Claimed at the end of an action by a player with five top cards, each of value 8 or more.</source>
            <extracomment>the condition of the special achievement Universe, fourth edition</extracomment>
            <translation>Lo reclama al final de una acción quien tenga cinco cartas superiores, cada una de valor 8 o más.</translation>
        </message>
    </context>
</TS>
