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
            <source>Draw and score a 7.</source>
            <extracomment>Safety Pin (age 7, yellow), echo effect 1</extracomment>
            <translation>Roba y puntúa un 7.</translation>
        </message>
        <message>
            <source>I demand you return every card of value 7 or more from your hand, then draw a 6!</source>
            <extracomment>Safety Pin (age 7, yellow), demand effect 2</extracomment>
            <translation>¡Te exijo que devuelvas todas las cartas de valor 7 o más de tu mano y después robes un 6!</translation>
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
            <source>Draw and reveal a 1; if it carries a bonus, draw and meld a card whose value equals that bonus.</source>
            <extracomment>Dice (age 1, blue), non-demand effect 1</extracomment>
            <translation>Roba y revela un 1; si tiene una bonificación, roba y funde una carta de valor igual a esa bonificación.</translation>
        </message>
        <message>
            <source>Draw and tuck a 1.</source>
            <extracomment>Perfume (age 1, blue), echo effect 1</extracomment>
            <translation>Roba y archiva un 1.</translation>
        </message>
        <message>
            <source>I demand you move one of your top cards whose value differs from every top card on my board onto my board; if you did, you draw and meld a card of that same value!</source>
            <extracomment>Perfume (age 1, blue), demand effect 2</extracomment>
            <translation>¡Te exijo que pases a mi tablero una de tus cartas superiores cuyo valor no tenga ninguna carta superior de mi tablero; si lo haces, roba y funde una carta de ese mismo valor!</translation>
        </message>
        <message>
            <source>No effect.</source>
            <extracomment>Ruler (age 1, blue), non-demand effect 2</extracomment>
            <translation>Sin efecto.</translation>
        </message>
        <message>
            <source>Tuck a red card from your hand (mandatory if you hold one).</source>
            <extracomment>Bangle (age 1, red), echo effect 1</extracomment>
            <translation>Archiva una carta roja de tu mano (obligatorio si tienes una).</translation>
        </message>
        <message>
            <source>Draw and foreshadow a 3.</source>
            <extracomment>Bangle (age 1, red), non-demand effect 2</extracomment>
            <translation>Roba y pronostica un 3.</translation>
        </message>
        <message>
            <source>If every other player has a higher score than you, draw a 3.</source>
            <extracomment>Candles (age 1, red), echo effect 1</extracomment>
            <translation>Si todos los demás jugadores tienen una puntuación mayor que la tuya, roba un 3.</translation>
        </message>
        <message>
            <source>I demand you move a card with a castle from your hand into my hand; if you did, you draw a 1!</source>
            <extracomment>Candles (age 1, red), demand effect 2</extracomment>
            <translation>¡Te exijo que pases a mi mano una carta con castillo de tu mano; si lo haces, roba un 1!</translation>
        </message>
        <message>
            <source>Score one of your bottom cards (the bottom card of any one of your piles).</source>
            <extracomment>Plumbing (age 1, red), echo effect 1</extracomment>
            <translation>Puntúa una de tus cartas inferiores (la carta inferior de cualquiera de tus pilas).</translation>
        </message>
        <message>
            <source>Choose a color, then draw and reveal five 1s; keep the ones of the chosen color in hand and return the rest.</source>
            <extracomment>Comb (age 1, green), non-demand effect 1</extracomment>
            <translation>Elige un color, después roba y revela cinco 1; quédate en la mano las del color elegido y devuelve las demás.</translation>
        </message>
        <message>
            <source>Return up to three cards from your hand; for each one returned, either draw and meld a 2 or draw and foreshadow a 3. Then return your highest top card.</source>
            <extracomment>Ice Skates (age 1, green), non-demand effect 1</extracomment>
            <translation>Devuelve hasta tres cartas de tu mano; por cada una devuelta, roba y funde un 2 o roba y pronostica un 3. Después devuelve tu carta superior más alta.</translation>
        </message>
        <message>
            <source>You may meld a card from your hand.</source>
            <extracomment>Umbrella (age 1, green), echo effect 1</extracomment>
            <translation>Puedes fundir una carta de tu mano.</translation>
        </message>
        <message>
            <source>Return any number of cards from your hand, then score two cards from your hand for each card you returned.</source>
            <extracomment>Umbrella (age 1, green), non-demand effect 2</extracomment>
            <translation>Devuelve cualquier número de cartas de tu mano; después puntúa dos cartas de tu mano por cada carta devuelta.</translation>
        </message>
        <message>
            <source>Draw a 1.</source>
            <extracomment>Chopsticks (age 1, yellow), echo effect 1</extracomment>
            <translation>Roba un 1.</translation>
        </message>
        <message>
            <source>If the 1 supply pile has a card, you may move its bottom card into the available standard achievements.</source>
            <extracomment>Chopsticks (age 1, yellow), non-demand effect 2</extracomment>
            <translation>Si el mazo de 1 tiene alguna carta, puedes pasar su carta de abajo a los logros estándar disponibles.</translation>
        </message>
        <message>
            <source>If you hold more 1s in hand than every other player, draw and score a 2.</source>
            <extracomment>Noodles (age 1, yellow), non-demand effect 1</extracomment>
            <translation>Si tienes en la mano más 1 que cada uno de los demás jugadores, roba y puntúa un 2.</translation>
        </message>
        <message>
            <source>Draw and reveal a 1; if it is yellow, score every 1 in your hand.</source>
            <extracomment>Noodles (age 1, yellow), non-demand effect 2</extracomment>
            <translation>Roba y revela un 1; si es amarilla, puntúa todos los 1 de tu mano.</translation>
        </message>
        <message>
            <source>Choose a color; you may tuck any number of cards of that color from your hand. If you tucked three or more, you may achieve a card from your hand (if eligible).</source>
            <extracomment>Soap (age 1, yellow), non-demand effect 1</extracomment>
            <translation>Elige un color; puedes archivar cualquier número de cartas de ese color de tu mano. Si archivaste tres o más, puedes conseguir una carta de tu mano (si cumples los requisitos).</translation>
        </message>
        <message>
            <source>Draw and foreshadow a 2.</source>
            <extracomment>Bell (age 1, purple), non-demand effect 2</extracomment>
            <translation>Roba y pronostica un 2.</translation>
        </message>
        <message>
            <source>You may splay one of your colors left.</source>
            <extracomment>Flute (age 1, purple), echo effect 1</extracomment>
            <translation>Puedes desplegar uno de tus colores a la izquierda.</translation>
        </message>
        <message>
            <source>I demand you return a card with a bonus from your hand!</source>
            <extracomment>Flute (age 1, purple), demand effect 2</extracomment>
            <translation>¡Te exijo que devuelvas una carta con bonificación de tu mano!</translation>
        </message>
        <message>
            <source>Draw and reveal a 1; if it has a bonus, draw a 1.</source>
            <extracomment>Flute (age 1, purple), non-demand effect 3</extracomment>
            <translation>Roba y revela un 1; si tiene una bonificación, roba un 1.</translation>
        </message>
        <message>
            <source>Draw two 2s.</source>
            <extracomment>Lever (age 2, blue), echo effect 1</extracomment>
            <translation>Roba dos 2.</translation>
        </message>
        <message>
            <source>You may return any number of cards from your hand; for every two returned cards that share a value, draw a card one value higher than that pair.</source>
            <extracomment>Lever (age 2, blue), non-demand effect 2</extracomment>
            <translation>Puedes devolver cualquier número de cartas de tu mano; por cada dos cartas devueltas del mismo valor, roba una carta de un valor más que esa pareja.</translation>
        </message>
        <message>
            <source>Either draw a 3, or draw and foreshadow a 4.</source>
            <extracomment>Linguistics (age 2, blue), echo effect 1</extracomment>
            <translation>Roba un 3, o roba y pronostica un 4.</translation>
        </message>
        <message>
            <source>If your board shows any bonus, draw a card whose value equals one of those bonuses (your choice).</source>
            <extracomment>Linguistics (age 2, blue), non-demand effect 2</extracomment>
            <translation>Si tu tablero muestra alguna bonificación, roba una carta de valor igual a una de esas bonificaciones (a tu elección).</translation>
        </message>
        <message>
            <source>I demand you move a card with a bonus from your hand into my score pile!</source>
            <extracomment>Crossbow (age 2, red), demand effect 1</extracomment>
            <translation>¡Te exijo que pases a mi pila de puntuación una carta con bonificación de tu mano!</translation>
        </message>
        <message>
            <source>Move a card from your hand onto any other player's board.</source>
            <extracomment>Crossbow (age 2, red), non-demand effect 2</extracomment>
            <translation>Pasa una carta de tu mano al tablero de cualquier otro jugador.</translation>
        </message>
        <message>
            <source>I demand you move one of your top cards that has neither a castle nor a factory onto my board; if you did, you draw and meld a 2!</source>
            <extracomment>Horseshoes (age 2, red), demand effect 2</extracomment>
            <translation>¡Te exijo que pases a mi tablero una de tus cartas superiores que no tenga ni castillo ni fábrica; si lo haces, roba y funde un 2!</translation>
        </message>
        <message>
            <source>Score a card with a bonus from your hand.</source>
            <extracomment>Glassblowing (age 2, green), echo effect 1</extracomment>
            <translation>Puntúa una carta con bonificación de tu mano.</translation>
        </message>
        <message>
            <source>Draw and foreshadow a card three values higher than your lowest non-green top card.</source>
            <extracomment>Glassblowing (age 2, green), non-demand effect 2</extracomment>
            <translation>Roba y pronostica una carta de tres valores más que tu carta superior no verde más baja.</translation>
        </message>
        <message>
            <source>Take one of your bottom cards from your board into your hand.</source>
            <extracomment>Scissors (age 2, green), echo effect 1</extracomment>
            <translation>Toma en tu mano una de tus cartas inferiores de tu tablero.</translation>
        </message>
        <message>
            <source>You may pick up to two cards from your hand; meld or score each one (chosen card by card).</source>
            <extracomment>Scissors (age 2, green), non-demand effect 2</extracomment>
            <translation>Puedes elegir hasta dos cartas de tu mano; funde o puntúa cada una (decidiendo carta por carta).</translation>
        </message>
        <message>
            <source>If Paper is a top card on any player's board, move it into your score pile.</source>
            <extracomment>Scissors (age 2, green), non-demand effect 3</extracomment>
            <translation>Si Paper es una carta superior del tablero de algún jugador, pásala a tu pila de puntuación.</translation>
        </message>
        <message>
            <source>Pick a value that is present in your hand and tuck every card of that value from your hand.</source>
            <extracomment>Toothbrush (age 2, yellow), echo effect 1</extracomment>
            <translation>Elige un valor que haya en tu mano y archiva todas las cartas de ese valor de tu mano.</translation>
        </message>
        <message>
            <source>If the 2 supply pile has a card, you may move its bottom card into the available standard achievements.</source>
            <extracomment>Toothbrush (age 2, yellow), non-demand effect 3</extracomment>
            <translation>Si el mazo de 2 tiene alguna carta, puedes pasar su carta de abajo a los logros estándar disponibles.</translation>
        </message>
        <message>
            <source>Tuck a card with a bonus from your hand; if you did, draw a card of that bonus's value. If the drawn card also has a bonus, you may return a card from your hand to repeat this effect.</source>
            <extracomment>Watermill (age 2, yellow), non-demand effect 1</extracomment>
            <translation>Archiva una carta con bonificación de tu mano; si lo haces, roba una carta del valor de esa bonificación. Si la carta robada también tiene bonificación, puedes devolver una carta de tu mano para repetir este efecto.</translation>
        </message>
        <message>
            <source>Draw and reveal a 3. If your hand holds a card of the same color, tuck that hand card and meld the drawn card; otherwise foreshadow the drawn card.</source>
            <extracomment>Pagoda (age 2, purple), non-demand effect 1</extracomment>
            <translation>Roba y revela un 3. Si tu mano tiene una carta del mismo color, archiva esa carta de tu mano y funde la carta robada; si no, pronostica la carta robada.</translation>
        </message>
        <message>
            <source>Meld a card with a bonus from your hand; if you did, draw two cards of that bonus's value. If you did not, draw and foreshadow a card whose value is the number of top cards on your board.</source>
            <extracomment>Chaturanga (age 2, purple), non-demand effect 1</extracomment>
            <translation>Funde una carta con bonificación de tu mano; si lo haces, roba dos cartas del valor de esa bonificación. Si no, roba y pronostica una carta de valor igual al número de cartas superiores de tu tablero.</translation>
        </message>
        <message>
            <source>Draw and foreshadow a 4.</source>
            <extracomment>Almanac (age 3, blue), echo effect 1</extracomment>
            <translation>Roba y pronostica un 4.</translation>
        </message>
        <message>
            <source>You may return a card that has a bonus from your forecast; if you did, draw and score a card one value higher than that bonus.</source>
            <extracomment>Almanac (age 3, blue), non-demand effect 2</extracomment>
            <translation>Puedes devolver una carta con bonificación de tu pronóstico; si lo haces, roba y puntúa una carta de un valor más que esa bonificación.</translation>
        </message>
        <message>
            <source>Draw a 4, then return a card from your hand.</source>
            <extracomment>Magnifying Glass (age 3, blue), echo effect 1</extracomment>
            <translation>Roba un 4 y después devuelve una carta de tu mano.</translation>
        </message>
        <message>
            <source>You may return three cards of one value from your hand; if you did, draw a card two values higher.</source>
            <extracomment>Magnifying Glass (age 3, blue), non-demand effect 2</extracomment>
            <translation>Puedes devolver tres cartas de un mismo valor de tu mano; si lo haces, roba una carta de dos valores más.</translation>
        </message>
        <message>
            <source>You may splay your yellow or your blue cards left.</source>
            <extracomment>Magnifying Glass (age 3, blue), non-demand effect 3</extracomment>
            <translation>Puedes desplegar tus cartas amarillas o tus cartas azules a la izquierda.</translation>
        </message>
        <message>
            <source>I demand you draw a card of value equal to the highest bonus on your board and move it into my forecast; if that card is red, you also move your whole hand into my score pile!</source>
            <extracomment>Liquid Fire (age 3, red), demand effect 1</extracomment>
            <translation>¡Te exijo que robes una carta de valor igual a la bonificación más alta de tu tablero y la pases a mi pronóstico; si esa carta es roja, pasa también toda tu mano a mi pila de puntuación!</translation>
        </message>
        <message>
            <source>I demand you move two of your top cards with a castle into my score pile; if any moved, you draw a card whose value is the total number of castles on the moved cards and move it into my forecast!</source>
            <extracomment>Katana (age 3, red), demand effect 1</extracomment>
            <translation>¡Te exijo que pases a mi pila de puntuación dos de tus cartas superiores con castillo; si pasa alguna, roba una carta de valor igual al total de castillos de las cartas pasadas y pásala a mi pronóstico!</translation>
        </message>
        <message>
            <source>Draw a 3 or a 4 (your choice).</source>
            <extracomment>Charitable Trust (age 3, green), echo effect 1</extracomment>
            <translation>Roba un 3 o un 4 (a tu elección).</translation>
        </message>
        <message>
            <source>You may meld the card you drew through this card's echo effect; if you did, either return your top green card or achieve it (if eligible).</source>
            <extracomment>Charitable Trust (age 3, green), non-demand effect 2</extracomment>
            <translation>Puedes fundir la carta que robaste con el efecto de eco de esta carta; si lo haces, devuelve tu carta superior verde o consíguela (si cumples los requisitos).</translation>
        </message>
        <message>
            <source>I demand you return two cards from your score pile, each of a value that matches at least one card in my hand!</source>
            <extracomment>Homing Pigeons (age 3, green), demand effect 1</extracomment>
            <translation>¡Te exijo que devuelvas dos cartas de tu pila de puntuación, cada una de un valor igual al de alguna carta de mi mano!</translation>
        </message>
        <message>
            <source>You may splay your red or your green cards left.</source>
            <extracomment>Homing Pigeons (age 3, green), non-demand effect 2</extracomment>
            <translation>Puedes desplegar tus cartas rojas o tus cartas verdes a la izquierda.</translation>
        </message>
        <message>
            <source>Draw and meld a 3.</source>
            <extracomment>Deodorant (age 3, yellow), echo effect 1</extracomment>
            <translation>Roba y funde un 3.</translation>
        </message>
        <message>
            <source>If one of your top cards has a castle, draw and meld a 3; otherwise draw a 4.</source>
            <extracomment>Deodorant (age 3, yellow), non-demand effect 2</extracomment>
            <translation>Si una de tus cartas superiores tiene castillo, roba y funde un 3; si no, roba un 4.</translation>
        </message>
        <message>
            <source>You may return any number of cards from your hand; draw that many 3s, then meld a card from your hand.</source>
            <extracomment>Sandpaper (age 3, yellow), non-demand effect 1</extracomment>
            <translation>Puedes devolver cualquier número de cartas de tu mano; roba tantos 3 como devolviste y después funde una carta de tu mano.</translation>
        </message>
        <message>
            <source>Draw a 3.</source>
            <extracomment>Novel (age 3, purple), echo effect 1</extracomment>
            <translation>Roba un 3.</translation>
        </message>
        <message>
            <source>Draw a 3. You may splay your purple cards left.</source>
            <extracomment>Novel (age 3, purple), non-demand effect 2</extracomment>
            <translation>Roba un 3. Puedes desplegar tus cartas moradas a la izquierda.</translation>
        </message>
        <message>
            <source>If all of your non-purple top cards have one icon type other than crown in common, claim the Supremacy achievement.</source>
            <extracomment>Novel (age 3, purple), non-demand effect 3</extracomment>
            <translation>Si todas tus cartas superiores no moradas tienen en común un tipo de icono que no sea la corona, reclama el logro Supremacía.</translation>
        </message>
        <message>
            <source>Score a card from your hand whose color is one you have splayed.</source>
            <extracomment>Sunglasses (age 3, purple), echo effect 1</extracomment>
            <translation>Puntúa una carta de tu mano de un color que tengas desplegado.</translation>
        </message>
        <message>
            <source>You may either splay your purple cards in the direction one of your other colors is splayed, or splay one of your other colors in the direction your purple cards are splayed.</source>
            <extracomment>Sunglasses (age 3, purple), non-demand effect 2</extracomment>
            <translation>Puedes desplegar tus cartas moradas en la dirección en que está desplegado otro de tus colores, o desplegar otro de tus colores en la dirección de tus cartas moradas.</translation>
        </message>
        <message>
            <source>Draw a card of value equal to your lowest top card's value plus the number of your colors that are splayed.</source>
            <extracomment>Slide Rule (age 4, blue), non-demand effect 2</extracomment>
            <translation>Roba una carta de valor igual al de tu carta superior más baja más el número de tus colores desplegados.</translation>
        </message>
        <message>
            <source>Draw and foreshadow a 5.</source>
            <extracomment>Telescope (age 4, blue), echo effect 1</extracomment>
            <translation>Roba y pronostica un 5.</translation>
        </message>
        <message>
            <source>You may put a card from your forecast back on top of its supply pile; if you did, achieve a card from your forecast if you meet the requirements for it.</source>
            <extracomment>Telescope (age 4, blue), non-demand effect 2</extracomment>
            <translation>Puedes devolver una carta de tu pronóstico encima de su mazo; si lo haces, consigue una carta de tu pronóstico si cumples los requisitos.</translation>
        </message>
        <message>
            <source>Splay left one color on any player's board (yours included).</source>
            <extracomment>Kobukson (age 4, red), echo effect 1</extracomment>
            <translation>Despliega a la izquierda un color del tablero de cualquier jugador (también el tuyo).</translation>
        </message>
        <message>
            <source>I demand you return all of your top cards that have a castle, then draw and tuck a 4!</source>
            <extracomment>Kobukson (age 4, red), demand effect 2</extracomment>
            <translation>¡Te exijo que devuelvas todas tus cartas superiores con castillo y después robes y archives un 4!</translation>
        </message>
        <message>
            <source>For every two cards returned through the demand (all opponents together), draw and tuck a 4.</source>
            <extracomment>Kobukson (age 4, red), non-demand effect 3</extracomment>
            <translation>Por cada dos cartas devueltas por la exigencia (entre todos los oponentes), roba y archiva un 4.</translation>
        </message>
        <message>
            <source>I demand you move one of your non-red top cards with a castle or a lightbulb onto my board; if you did, you draw a 4!</source>
            <extracomment>Shuriken (age 4, red), demand effect 1</extracomment>
            <translation>¡Te exijo que pases a mi tablero una de tus cartas superiores no rojas con castillo o bombilla; si lo haces, roba un 4!</translation>
        </message>
        <message>
            <source>You may splay your purple cards right.</source>
            <extracomment>Shuriken (age 4, red), non-demand effect 2</extracomment>
            <translation>Puedes desplegar tus cartas moradas a la derecha.</translation>
        </message>
        <message>
            <source>Draw a 4.</source>
            <extracomment>Chintz (age 4, green), non-demand effect 1</extracomment>
            <translation>Roba un 4.</translation>
        </message>
        <message>
            <source>If you hold exactly one card, draw a 4, then draw and score a 4.</source>
            <extracomment>Chintz (age 4, green), non-demand effect 2</extracomment>
            <translation>Si tienes exactamente una carta en la mano, roba un 4 y después roba y puntúa un 4.</translation>
        </message>
        <message>
            <source>You may return one, two or three cards of a single color from your hand: for one, splay any color left; for two, right; for three, up. If you returned at least one, draw and foreshadow a 6.</source>
            <extracomment>Globe (age 4, green), non-demand effect 1</extracomment>
            <translation>Puedes devolver una, dos o tres cartas de un mismo color de tu mano: con una, despliega cualquier color a la izquierda; con dos, a la derecha; con tres, hacia arriba. Si devolviste al menos una, roba y pronostica un 6.</translation>
        </message>
        <message>
            <source>Move a 5 from your forecast into your hand.</source>
            <extracomment>Barometer (age 4, yellow), echo effect 1</extracomment>
            <translation>Pasa un 5 de tu pronóstico a tu mano.</translation>
        </message>
        <message>
            <source>Draw and foreshadow a card two values higher than a bonus on any player's board (your choice of bonus).</source>
            <extracomment>Barometer (age 4, yellow), non-demand effect 2</extracomment>
            <translation>Roba y pronostica una carta de dos valores más que una bonificación del tablero de cualquier jugador (a tu elección).</translation>
        </message>
        <message>
            <source>You may return every card in your forecast; if any of them was blue, claim the Destiny achievement.</source>
            <extracomment>Barometer (age 4, yellow), non-demand effect 3</extracomment>
            <translation>Puedes devolver todas las cartas de tu pronóstico; si alguna era azul, reclama el logro Destino.</translation>
        </message>
        <message>
            <source>Draw a 5.</source>
            <extracomment>Pencil (age 4, yellow), echo effect 1</extracomment>
            <translation>Roba un 5.</translation>
        </message>
        <message>
            <source>You may return up to three cards from your hand; if you did, draw that many cards one value above the highest returned card, foreshadow one of them and return the others.</source>
            <extracomment>Pencil (age 4, yellow), non-demand effect 2</extracomment>
            <translation>Puedes devolver hasta tres cartas de tu mano; si lo haces, roba tantas cartas como devolviste, de un valor más que la carta devuelta más alta, pronostica una y devuelve las demás.</translation>
        </message>
        <message>
            <source>You may splay right your color that holds the most cards.</source>
            <extracomment>Clock (age 4, purple), echo effect 1</extracomment>
            <translation>Puedes desplegar a la derecha tu color con más cartas.</translation>
        </message>
        <message>
            <source>I demand you draw and reveal three 10s, count the clocks on them and return them; then you move every card of value equal to that count from your hand and score pile into my score pile!</source>
            <extracomment>Clock (age 4, purple), demand effect 2</extracomment>
            <translation>¡Te exijo que robes y reveles tres 10, cuentes sus relojes y los devuelvas; después pasa a mi pila de puntuación todas las cartas de tu mano y de tu pila de puntuación de valor igual a esa cuenta!</translation>
        </message>
        <message>
            <source>Draw and tuck a 4.</source>
            <extracomment>Toilet (age 4, purple), echo effect 1</extracomment>
            <translation>Roba y archiva un 4.</translation>
        </message>
        <message>
            <source>I demand you return every card in your score pile whose value equals the highest bonus on my board!</source>
            <extracomment>Toilet (age 4, purple), demand effect 2</extracomment>
            <translation>¡Te exijo que devuelvas todas las cartas de tu pila de puntuación de valor igual a la bonificación más alta de mi tablero!</translation>
        </message>
        <message>
            <source>You may return a card from your hand and draw a card of the same value.</source>
            <extracomment>Toilet (age 4, purple), non-demand effect 3</extracomment>
            <translation>Puedes devolver una carta de tu mano y robar una carta del mismo valor.</translation>
        </message>
        <message>
            <source>I demand you draw and tuck a 5, then return your top card of that card's color!</source>
            <extracomment>Lightning Rod (age 5, blue), demand effect 2</extracomment>
            <translation>¡Te exijo que robes y archives un 5 y después devuelvas tu carta superior del color de esa carta!</translation>
        </message>
        <message>
            <source>Draw and tuck a 5. You may return one of your top cards.</source>
            <extracomment>Lightning Rod (age 5, blue), non-demand effect 3</extracomment>
            <translation>Roba y archiva un 5. Puedes devolver una de tus cartas superiores.</translation>
        </message>
        <message>
            <source>Meld your bottom green card; the green pile keeps its splay.</source>
            <extracomment>Thermometer (age 5, blue), echo effect 1</extracomment>
            <translation>Funde tu carta inferior verde; la pila verde mantiene su despliegue.</translation>
        </message>
        <message>
            <source>Draw and meld a card one value higher than your top yellow card; if the melded card is yellow, repeat this effect.</source>
            <extracomment>Thermometer (age 5, blue), non-demand effect 2</extracomment>
            <translation>Roba y funde una carta de un valor más que tu carta superior amarilla; si la carta fundida es amarilla, repite este efecto.</translation>
        </message>
        <message>
            <source>Draw and reveal a 6; if it has a factory, meld it and repeat this effect, otherwise foreshadow it.</source>
            <extracomment>Coke (age 5, red), non-demand effect 2</extracomment>
            <translation>Roba y revela un 6; si tiene fábrica, fúndela y repite este efecto; si no, pronostícala.</translation>
        </message>
        <message>
            <source>I demand you move one of your non-red top cards with a leaf or a factory onto my board; if you did, you draw and foreshadow a 6!</source>
            <extracomment>Octant (age 5, red), demand effect 1</extracomment>
            <translation>¡Te exijo que pases a mi tablero una de tus cartas superiores no rojas con hoja o fábrica; si lo haces, roba y pronostica un 6!</translation>
        </message>
        <message>
            <source>Draw and foreshadow a 6.</source>
            <extracomment>Octant (age 5, red), non-demand effect 2</extracomment>
            <translation>Roba y pronostica un 6.</translation>
        </message>
        <message>
            <source>If some bonus value appears more than once on your board, draw and score a card of that value.</source>
            <extracomment>Palampore (age 5, green), non-demand effect 1</extracomment>
            <translation>Si algún valor de bonificación aparece más de una vez en tu tablero, roba y puntúa una carta de ese valor.</translation>
        </message>
        <message>
            <source>If your board shows six or more bonuses, claim the Wealth achievement.</source>
            <extracomment>Palampore (age 5, green), non-demand effect 3</extracomment>
            <translation>Si tu tablero muestra seis o más bonificaciones, reclama el logro Riqueza.</translation>
        </message>
        <message>
            <source>I demand you return one of your top cards of value below 3!</source>
            <extracomment>Seed Drill (age 5, green), demand effect 1</extracomment>
            <translation>¡Te exijo que devuelvas una de tus cartas superiores de valor menor que 3!</translation>
        </message>
        <message>
            <source>Choose the 3, 4 or 5 supply pile; if it has a card, you may move its bottom card into the available standard achievements.</source>
            <extracomment>Seed Drill (age 5, green), non-demand effect 2</extracomment>
            <translation>Elige el mazo de 3, 4 o 5; si tiene alguna carta, puedes pasar su carta de abajo a los logros estándar disponibles.</translation>
        </message>
        <message>
            <source>Return your whole hand; then for each of your top cards that has a bonus, draw a card of that bonus's value.</source>
            <extracomment>Pressure Cooker (age 5, yellow), non-demand effect 1</extracomment>
            <translation>Devuelve toda tu mano; después, por cada carta superior tuya con bonificación, roba una carta del valor de esa bonificación.</translation>
        </message>
        <message>
            <source>Score one of your top cards that has no factory.</source>
            <extracomment>Stove (age 5, yellow), echo effect 1</extracomment>
            <translation>Puntúa una de tus cartas superiores que no tenga fábrica.</translation>
        </message>
        <message>
            <source>Draw and tuck a 4; if your top card of that color is then below 4, draw and score a 4.</source>
            <extracomment>Stove (age 5, yellow), non-demand effect 2</extracomment>
            <translation>Roba y archiva un 4; si tu carta superior de ese color es entonces menor que 4, roba y puntúa un 4.</translation>
        </message>
        <message>
            <source>Draw a card of a value that is present in any player's hand.</source>
            <extracomment>Piano (age 5, purple), echo effect 1</extracomment>
            <translation>Roba una carta de un valor que haya en la mano de algún jugador.</translation>
        </message>
        <message>
            <source>If you have five top cards with five different values, return five cards from your score pile, then draw and score one card of each of your top cards' values, lowest first.</source>
            <extracomment>Piano (age 5, purple), non-demand effect 2</extracomment>
            <translation>Si tienes cinco cartas superiores de cinco valores distintos, devuelve cinco cartas de tu pila de puntuación y después roba y puntúa una carta de cada valor de tus cartas superiores, de menor a mayor.</translation>
        </message>
        <message>
            <source>Look at the top card of any supply pile, then put it back on top.</source>
            <extracomment>Tuning Fork (age 5, purple), echo effect 1</extracomment>
            <translation>Mira la carta de arriba de cualquier mazo y vuelve a dejarla encima.</translation>
        </message>
        <message>
            <source>Return a card from your hand; if you did, draw and reveal a card of the same value and meld it if it is higher than your top card of its color, otherwise return it. You may repeat this effect.</source>
            <extracomment>Tuning Fork (age 5, purple), non-demand effect 2</extracomment>
            <translation>Devuelve una carta de tu mano; si lo haces, roba y revela una carta del mismo valor y fúndela si es mayor que tu carta superior de su color; si no, devuélvela. Puedes repetir este efecto.</translation>
        </message>
        <message>
            <source>Draw and foreshadow a card of any value (you choose the value).</source>
            <extracomment>Bifocals (age 6, blue), echo effect 1</extracomment>
            <translation>Roba y pronostica una carta de cualquier valor (tú eliges el valor).</translation>
        </message>
        <message>
            <source>You may return a card from your forecast; if you did, draw and foreshadow a card of the same value.</source>
            <extracomment>Bifocals (age 6, blue), non-demand effect 2</extracomment>
            <translation>Puedes devolver una carta de tu pronóstico; si lo haces, roba y pronostica una carta del mismo valor.</translation>
        </message>
        <message>
            <source>Meld a blue or yellow card from your hand.</source>
            <extracomment>Stethoscope (age 6, blue), echo effect 1</extracomment>
            <translation>Funde una carta azul o amarilla de tu mano.</translation>
        </message>
        <message>
            <source>Draw a 7; if you melded a blue card through this card's echo effect (this action), also draw an 8.</source>
            <extracomment>Stethoscope (age 6, blue), non-demand effect 2</extracomment>
            <translation>Roba un 7; si fundiste una carta azul con el efecto de eco de esta carta (en esta acción), roba también un 8.</translation>
        </message>
        <message>
            <source>Score your lowest top card.</source>
            <extracomment>Loom (age 6, red), echo effect 1</extracomment>
            <translation>Puntúa tu carta superior más baja.</translation>
        </message>
        <message>
            <source>You may return two cards of different values from your score pile; if you did, draw and tuck three 6s.</source>
            <extracomment>Loom (age 6, red), non-demand effect 2</extracomment>
            <translation>Puedes devolver dos cartas de valores distintos de tu pila de puntuación; si lo haces, roba y archiva tres 6.</translation>
        </message>
        <message>
            <source>If one of your colors shows five or more hexes, claim the Heritage achievement.</source>
            <extracomment>Loom (age 6, red), non-demand effect 3</extracomment>
            <translation>Si uno de tus colores muestra cinco o más imágenes hexagonales, reclama el logro Patrimonio.</translation>
        </message>
        <message>
            <source>I demand you draw and tuck a 6, move the top two cards of that color from your board into my score pile, then move the bottom card of that color on my board into your score pile!</source>
            <extracomment>Shrapnel (age 6, red), demand effect 1</extracomment>
            <translation>¡Te exijo que robes y archives un 6, pases a mi pila de puntuación las dos cartas de arriba de ese color de tu tablero y después pases a tu pila de puntuación la carta inferior de ese color de mi tablero!</translation>
        </message>
        <message>
            <source>You may achieve (if eligible) a top card from another player's board when that player owns an achievement of the same value; if you did, move your top green card onto that player's board. If you did not, draw and meld a 7.</source>
            <extracomment>Hot Air Balloon (age 6, green), non-demand effect 2</extracomment>
            <translation>Puedes conseguir (si cumples los requisitos) una carta superior del tablero de otro jugador que tenga un logro del mismo valor; si lo haces, pasa tu carta superior verde al tablero de ese jugador. Si no, roba y funde un 7.</translation>
        </message>
        <message>
            <source>I demand you draw and reveal a 6: if blue or yellow, you move it and your whole hand into my hand; if red or green, you keep it and move two cards from your score pile into mine; if purple, you keep it!</source>
            <extracomment>Steamboat (age 6, green), demand effect 1</extracomment>
            <translation>¡Te exijo que robes y reveles un 6: si es azul o amarilla, pásala junto con toda tu mano a mi mano; si es roja o verde, quédatela y pasa dos cartas de tu pila de puntuación a la mía; si es morada, quédatela!</translation>
        </message>
        <message>
            <source>Draw and tuck a 6.</source>
            <extracomment>Dentures (age 6, yellow), echo effect 1</extracomment>
            <translation>Roba y archiva un 6.</translation>
        </message>
        <message>
            <source>Score the top two non-bottom cards of the color of the last card you tucked through Dentures; if none can be scored, draw and tuck a 6 and repeat this effect.</source>
            <extracomment>Dentures (age 6, yellow), non-demand effect 2</extracomment>
            <translation>Puntúa las dos cartas de arriba, sin contar la inferior, del color de la última carta que archivaste con Dentures; si no puedes puntuar ninguna, roba y archiva un 6 y repite este efecto.</translation>
        </message>
        <message>
            <source>Score an odd-valued card from your hand.</source>
            <extracomment>Morphine (age 6, yellow), echo effect 1</extracomment>
            <translation>Puntúa una carta de valor impar de tu mano.</translation>
        </message>
        <message>
            <source>I demand you return every odd-valued card in your hand, then draw a 6!</source>
            <extracomment>Morphine (age 6, yellow), demand effect 2</extracomment>
            <translation>¡Te exijo que devuelvas todas las cartas de valor impar de tu mano y después robes un 6!</translation>
        </message>
        <message>
            <source>If the demand returned any card, draw a card one value higher than the highest of them.</source>
            <extracomment>Morphine (age 6, yellow), non-demand effect 3</extracomment>
            <translation>Si la exigencia devolvió alguna carta, roba una carta de un valor más que la más alta de ellas.</translation>
        </message>
        <message>
            <source>I demand you return two cards from your score pile!</source>
            <extracomment>Indian Clubs (age 6, purple), demand effect 1</extracomment>
            <translation>¡Te exijo que devuelvas dos cartas de tu pila de puntuación!</translation>
        </message>
        <message>
            <source>For each different value present in your score pile, score a card of that value from your hand.</source>
            <extracomment>Indian Clubs (age 6, purple), non-demand effect 2</extracomment>
            <translation>Por cada valor distinto que haya en tu pila de puntuación, puntúa una carta de ese valor de tu mano.</translation>
        </message>
        <message>
            <source>Draw and meld a 7; you may splay that card's color right.</source>
            <extracomment>Kaleidoscope (age 6, purple), non-demand effect 1</extracomment>
            <translation>Roba y funde un 7; puedes desplegar el color de esa carta a la derecha.</translation>
        </message>
        <message>
            <source>Meld a card from your forecast.</source>
            <extracomment>Photography (age 7, blue), echo effect 1</extracomment>
            <translation>Funde una carta de tu pronóstico.</translation>
        </message>
        <message>
            <source>I demand you take your highest top card from your board into your hand!</source>
            <extracomment>Photography (age 7, blue), demand effect 2</extracomment>
            <translation>¡Te exijo que tomes en tu mano tu carta superior más alta de tu tablero!</translation>
        </message>
        <message>
            <source>If one of your colors shows at least three echo effects, claim the History achievement.</source>
            <extracomment>Photography (age 7, blue), non-demand effect 3</extracomment>
            <translation>Si uno de tus colores muestra al menos tres efectos de eco, reclama el logro Historia.</translation>
        </message>
        <message>
            <source>Return your whole hand and draw a 6; then for each different color among the returned cards draw one more card, each one value above the previous (7, then 8, ...).</source>
            <extracomment>Typewriter (age 7, blue), non-demand effect 1</extracomment>
            <translation>Devuelve toda tu mano y roba un 6; después, por cada color distinto entre las cartas devueltas, roba una carta más, cada una de un valor más que la anterior (7, luego 8, ...).</translation>
        </message>
        <message>
            <source>If you have five top cards, draw and score a 7.</source>
            <extracomment>Machine Gun (age 7, red), echo effect 1</extracomment>
            <translation>Si tienes cinco cartas superiores, roba y puntúa un 7.</translation>
        </message>
        <message>
            <source>I demand you move all of your top cards that have a bonus into my score pile; if any moved, you draw a 7!</source>
            <extracomment>Machine Gun (age 7, red), demand effect 2</extracomment>
            <translation>¡Te exijo que pases a mi pila de puntuación todas tus cartas superiores con bonificación; si pasa alguna, roba un 7!</translation>
        </message>
        <message>
            <source>Return all of your non-red top cards.</source>
            <extracomment>Machine Gun (age 7, red), non-demand effect 3</extracomment>
            <translation>Devuelve todas tus cartas superiores no rojas.</translation>
        </message>
        <message>
            <source>Draw and tuck two 8s.</source>
            <extracomment>Rubber (age 7, red), echo effect 1</extracomment>
            <translation>Roba y archiva dos 8.</translation>
        </message>
        <message>
            <source>Score one of your top cards that has no bonus.</source>
            <extracomment>Rubber (age 7, red), non-demand effect 2</extracomment>
            <translation>Puntúa una de tus cartas superiores que no tenga bonificación.</translation>
        </message>
        <message>
            <source>Draw two 9s; return one and foreshadow the other.</source>
            <extracomment>Jeans (age 7, green), echo effect 1</extracomment>
            <translation>Roba dos 9; devuelve uno y pronostica el otro.</translation>
        </message>
        <message>
            <source>Choose two different values below 7; draw and reveal a card of each, meld one of them and return the other.</source>
            <extracomment>Jeans (age 7, green), non-demand effect 2</extracomment>
            <translation>Elige dos valores distintos menores que 7; roba y revela una carta de cada uno, funde una de ellas y devuelve la otra.</translation>
        </message>
        <message>
            <source>You may choose an opponent and a color; give your pile of that color the same splay as theirs.</source>
            <extracomment>Telegraph (age 7, green), non-demand effect 1</extracomment>
            <translation>Puedes elegir un oponente y un color; da a tu pila de ese color el mismo despliegue que tiene la suya.</translation>
        </message>
        <message>
            <source>You may splay your blue cards up.</source>
            <extracomment>Telegraph (age 7, green), non-demand effect 2</extracomment>
            <translation>Puedes desplegar tus cartas azules hacia arriba.</translation>
        </message>
        <message>
            <source>Score your top or your bottom green card.</source>
            <extracomment>Elevator (age 7, yellow), echo effect 1</extracomment>
            <translation>Puntúa tu carta superior o tu carta inferior verde.</translation>
        </message>
        <message>
            <source>Choose a value present in your score pile, then move every card of that value from either all other players' hands or all other players' score piles (your choice) into your score pile.</source>
            <extracomment>Elevator (age 7, yellow), non-demand effect 2</extracomment>
            <translation>Elige un valor que haya en tu pila de puntuación; después pasa a tu pila de puntuación todas las cartas de ese valor de las manos de todos los demás jugadores o de sus pilas de puntuación (a tu elección).</translation>
        </message>
        <message>
            <source>You may return a card from your hand; if you did, move every card of the same value from all score piles into your hand.</source>
            <extracomment>Fertilizer (age 7, yellow), non-demand effect 1</extracomment>
            <translation>Puedes devolver una carta de tu mano; si lo haces, pasa a tu mano todas las cartas del mismo valor de todas las pilas de puntuación.</translation>
        </message>
        <message>
            <source>Draw and foreshadow a card of any value.</source>
            <extracomment>Fertilizer (age 7, yellow), non-demand effect 2</extracomment>
            <translation>Roba y pronostica una carta de cualquier valor.</translation>
        </message>
        <message>
            <source>Score one of your non-purple top cards that has no bonus.</source>
            <extracomment>Ice Cream (age 7, purple), echo effect 1</extracomment>
            <translation>Puntúa una de tus cartas superiores no moradas que no tenga bonificación.</translation>
        </message>
        <message>
            <source>I demand you draw and meld a 1!</source>
            <extracomment>Ice Cream (age 7, purple), demand effect 2</extracomment>
            <translation>¡Te exijo que robes y fundas un 1!</translation>
        </message>
        <message>
            <source>Choose the 6, 7, 8 or 9 supply pile; if it has a card, you may move its bottom card into the available standard achievements.</source>
            <extracomment>Ice Cream (age 7, purple), non-demand effect 3</extracomment>
            <translation>Elige el mazo de 6, 7, 8 o 9; si tiene alguna carta, puedes pasar su carta de abajo a los logros estándar disponibles.</translation>
        </message>
        <message>
            <source>If the music notes of Bell, Flute, Piano and Saxophone are all visible (on any boards), you win; otherwise draw a 7 for each music note that is visible.</source>
            <extracomment>Saxophone (age 7, purple), non-demand effect 2</extracomment>
            <translation>Si las notas musicales de Bell, Flute, Piano y Saxophone están todas visibles (en cualquier tablero), ganas la partida; si no, roba un 7 por cada nota musical visible.</translation>
        </message>
        <message>
            <source>For every two lightbulbs on your board draw a 9; meld one of the drawn cards and return the others. If the card melded this way is A.I., you win.</source>
            <extracomment>Radio Telescope (age 8, blue), non-demand effect 1</extracomment>
            <translation>Por cada dos bombillas de tu tablero roba un 9; funde una de las cartas robadas y devuelve las demás. Si la carta fundida así es A.I., ganas la partida.</translation>
        </message>
        <message>
            <source>Draw and tuck an 8.</source>
            <extracomment>X-Ray (age 8, blue), echo effect 1</extracomment>
            <translation>Roba y archiva un 8.</translation>
        </message>
        <message>
            <source>For every three leaves on your board, draw and foreshadow a card of any value.</source>
            <extracomment>X-Ray (age 8, blue), non-demand effect 2</extracomment>
            <translation>Por cada tres hojas de tu tablero, roba y pronostica una carta de cualquier valor.</translation>
        </message>
        <message>
            <source>You may splay your yellow cards up.</source>
            <extracomment>X-Ray (age 8, blue), non-demand effect 3</extracomment>
            <translation>Puedes desplegar tus cartas amarillas hacia arriba.</translation>
        </message>
        <message>
            <source>Meld a card with a leaf from your hand.</source>
            <extracomment>Bandage (age 8, red), echo effect 1</extracomment>
            <translation>Funde una carta con hoja de tu mano.</translation>
        </message>
        <message>
            <source>I demand you return the highest card in your score pile whose value matches no card in your hand, and return one of your top cards that has a clock!</source>
            <extracomment>Bandage (age 8, red), demand effect 2</extracomment>
            <translation>¡Te exijo que devuelvas la carta más alta de tu pila de puntuación cuyo valor no tenga ninguna carta de tu mano, y que devuelvas una de tus cartas superiores con reloj!</translation>
        </message>
        <message>
            <source>I demand you move every card without a clock from your hand into my hand!</source>
            <extracomment>Parachute (age 8, red), demand effect 1</extracomment>
            <translation>¡Te exijo que pases a mi mano todas las cartas sin reloj de tu mano!</translation>
        </message>
        <message>
            <source>Draw and tuck an 8 for every three factories on your board; if any of the tucked cards is green, repeat this effect.</source>
            <extracomment>Nylon (age 8, green), non-demand effect 1</extracomment>
            <translation>Roba y archiva un 8 por cada tres fábricas de tu tablero; si alguna de las cartas archivadas es verde, repite este efecto.</translation>
        </message>
        <message>
            <source>Return your whole hand, then draw two 8s.</source>
            <extracomment>Sliced Bread (age 8, green), echo effect 1</extracomment>
            <translation>Devuelve toda tu mano y después roba dos 8.</translation>
        </message>
        <message>
            <source>Return a card from your score pile; draw and score two cards one value lower than it.</source>
            <extracomment>Sliced Bread (age 8, green), non-demand effect 2</extracomment>
            <translation>Devuelve una carta de tu pila de puntuación; roba y puntúa dos cartas de un valor menos que ella.</translation>
        </message>
        <message>
            <source>I demand you return every card in your score pile whose value matches one of your own top cards!</source>
            <extracomment>Air Conditioner (age 8, yellow), demand effect 2</extracomment>
            <translation>¡Te exijo que devuelvas todas las cartas de tu pila de puntuación cuyo valor sea el de alguna de tus cartas superiores!</translation>
        </message>
        <message>
            <source>Draw a 7.</source>
            <extracomment>Tractor (age 8, yellow), echo effect 1</extracomment>
            <translation>Roba un 7.</translation>
        </message>
        <message>
            <source>Draw and score a 7, then draw a 7.</source>
            <extracomment>Tractor (age 8, yellow), non-demand effect 2</extracomment>
            <translation>Roba y puntúa un 7 y después roba un 7.</translation>
        </message>
        <message>
            <source>For each visible bonus on your board, draw a card of that bonus's value.</source>
            <extracomment>Crossword (age 8, purple), non-demand effect 1</extracomment>
            <translation>Por cada bonificación visible en tu tablero, roba una carta del valor de esa bonificación.</translation>
        </message>
        <message>
            <source>Draw and meld an 8.</source>
            <extracomment>Television (age 8, purple), echo effect 1</extracomment>
            <translation>Roba y funde un 8.</translation>
        </message>
        <message>
            <source>Choose a value and an opponent; move a card of that value from their score pile onto their board. If they own an achievement of that value, achieve (if eligible) a card of that value from their score pile.</source>
            <extracomment>Television (age 8, purple), non-demand effect 2</extracomment>
            <translation>Elige un valor y un oponente; pasa una carta de ese valor de su pila de puntuación a su tablero. Si tiene un logro de ese valor, consigue (si cumples los requisitos) una carta de ese valor de su pila de puntuación.</translation>
        </message>
        <message>
            <source>Score two bottom non-blue cards from your board; if you scored two and their values total less than 11, draw a card of that total value and repeat this effect (only once).</source>
            <extracomment>Calculator (age 9, blue), non-demand effect 1</extracomment>
            <translation>Puntúa dos cartas inferiores no azules de tu tablero; si puntuaste dos y sus valores suman menos de 11, roba una carta de ese valor total y repite este efecto (solo una vez).</translation>
        </message>
        <message>
            <source>Return all unclaimed standard achievements, then return half of the cards in your score pile (rounded up), then draw and meld two 10s.</source>
            <extracomment>Laser (age 9, blue), non-demand effect 1</extracomment>
            <translation>Devuelve todos los logros estándar no reclamados, después devuelve la mitad de las cartas de tu pila de puntuación (redondeando hacia arriba) y después roba y funde dos 10.</translation>
        </message>
        <message>
            <source>Move a top card other than Helicopter from any player's board into its owner's score pile; you may return a card from your hand that shares an icon with it, and if you do, repeat this effect.</source>
            <extracomment>Helicopter (age 9, red), non-demand effect 1</extracomment>
            <translation>Pasa una carta superior que no sea Helicopter del tablero de cualquier jugador a la pila de puntuación de su dueño; puedes devolver una carta de tu mano que comparta un icono con ella y, si lo haces, repite este efecto.</translation>
        </message>
        <message>
            <source>Meld a card from your hand.</source>
            <extracomment>Jet (age 9, red), echo effect 1</extracomment>
            <translation>Funde una carta de tu mano.</translation>
        </message>
        <message>
            <source>I demand you return your top card of the color I melded through Jet's echo effect!</source>
            <extracomment>Jet (age 9, red), demand effect 2</extracomment>
            <translation>¡Te exijo que devuelvas tu carta superior del color que fundí con el efecto de eco de Jet!</translation>
        </message>
        <message>
            <source>Draw and foreshadow a 9.</source>
            <extracomment>Credit Card (age 9, green), echo effect 1</extracomment>
            <translation>Roba y pronostica un 9.</translation>
        </message>
        <message>
            <source>You may take one of your non-green top cards into your hand; if you did, draw and score a card of the same value.</source>
            <extracomment>Credit Card (age 9, green), non-demand effect 2</extracomment>
            <translation>Puedes tomar en tu mano una de tus cartas superiores no verdes; si lo haces, roba y puntúa una carta del mismo valor.</translation>
        </message>
        <message>
            <source>Draw and foreshadow a 10.</source>
            <extracomment>Email (age 9, green), echo effect 1</extracomment>
            <translation>Roba y pronostica un 10.</translation>
        </message>
        <message>
            <source>Carry out the non-demand effects of your lowest non-green top card yourself alone (no sharing).</source>
            <extracomment>Email (age 9, green), non-demand effect 3</extracomment>
            <translation>Ejecuta tú solo (sin compartir) los efectos sin exigencia de tu carta superior no verde más baja.</translation>
        </message>
        <message>
            <source>Draw and score a card of any value.</source>
            <extracomment>ATM (age 9, yellow), echo effect 1</extracomment>
            <translation>Roba y puntúa una carta de cualquier valor.</translation>
        </message>
        <message>
            <source>I demand you move your highest non-yellow top card that has no crown onto my board!</source>
            <extracomment>ATM (age 9, yellow), demand effect 2</extracomment>
            <translation>¡Te exijo que pases a mi tablero tu carta superior no amarilla más alta que no tenga corona!</translation>
        </message>
        <message>
            <source>Take one of your non-yellow top cards and tuck it (under its own pile).</source>
            <extracomment>Wristwatch (age 9, yellow), echo effect 1</extracomment>
            <translation>Toma una de tus cartas superiores no amarillas y archívala (debajo de su propia pila).</translation>
        </message>
        <message>
            <source>For each visible bonus on your board, lowest first, draw and tuck a card of that bonus's value.</source>
            <extracomment>Wristwatch (age 9, yellow), non-demand effect 2</extracomment>
            <translation>Por cada bonificación visible en tu tablero, de menor a mayor, roba y archiva una carta del valor de esa bonificación.</translation>
        </message>
        <message>
            <source>Choose a value below 10; draw and meld a card of that value.</source>
            <extracomment>Karaoke (age 9, purple), echo effect 1</extracomment>
            <translation>Elige un valor menor que 10; roba y funde una carta de ese valor.</translation>
        </message>
        <message>
            <source>Carry out the non-demand effects of the card you melded through Karaoke's echo effect yourself alone (no sharing).</source>
            <extracomment>Karaoke (age 9, purple), non-demand effect 2</extracomment>
            <translation>Ejecuta tú solo (sin compartir) los efectos sin exigencia de la carta que fundiste con el efecto de eco de Karaoke.</translation>
        </message>
        <message>
            <source>You may take one of your bottom cards into your hand.</source>
            <extracomment>Karaoke (age 9, purple), non-demand effect 3</extracomment>
            <translation>Puedes tomar en tu mano una de tus cartas inferiores.</translation>
        </message>
        <message>
            <source>I demand you move your top green card into my hand; if Scissors is then your top green card, I win!</source>
            <extracomment>Rock (age 9, purple), demand effect 1</extracomment>
            <translation>¡Te exijo que pases a mi mano tu carta superior verde; si entonces tu carta superior verde es Scissors, gano la partida!</translation>
        </message>
        <message>
            <source>You may score one of your top cards; then, if Paper is your top green card, you win.</source>
            <extracomment>Rock (age 9, purple), non-demand effect 2</extracomment>
            <translation>Puedes puntuar una de tus cartas superiores; después, si tu carta superior verde es Paper, ganas la partida.</translation>
        </message>
        <message>
            <source>Claim one standard achievement if eligible, treating your score as doubled for the eligibility check.</source>
            <extracomment>Artificial Heart (age 10, blue), non-demand effect 1</extracomment>
            <translation>Reclama un logro estándar si cumples los requisitos, contando tu puntuación como el doble para comprobarlos.</translation>
        </message>
        <message>
            <source>You may draw and score a card of any value. Take one of your bottom cards into your hand. If the values of the cards in your hand exactly match the values of the cards in your score pile, you win.</source>
            <extracomment>Human Genome (age 10, blue), non-demand effect 1</extracomment>
            <translation>Puedes robar y puntuar una carta de cualquier valor. Toma en tu mano una de tus cartas inferiores. Si los valores de las cartas de tu mano coinciden exactamente con los de las cartas de tu pila de puntuación, ganas la partida.</translation>
        </message>
        <message>
            <source>I demand you move your whole hand into my hand, then draw a 9!</source>
            <extracomment>Camcorder (age 10, red), demand effect 1</extracomment>
            <translation>¡Te exijo que pases toda tu mano a mi mano y después robes un 9!</translation>
        </message>
        <message>
            <source>Meld every 9 from your hand, return the rest of your hand, then draw three 9s.</source>
            <extracomment>Camcorder (age 10, red), non-demand effect 2</extracomment>
            <translation>Funde todos los 9 de tu mano, devuelve el resto de tu mano y después roba tres 9.</translation>
        </message>
        <message>
            <source>I demand you name an icon type and move every one of your top cards lacking that icon into my score pile!</source>
            <extracomment>Social Networking (age 10, red), demand effect 1</extracomment>
            <translation>¡Te exijo que nombres un tipo de icono y pases a mi pila de puntuación todas tus cartas superiores que no lo tengan!</translation>
        </message>
        <message>
            <source>If you have fewer factories, fewer crowns and fewer castles than each other player, you win.</source>
            <extracomment>Social Networking (age 10, red), non-demand effect 2</extracomment>
            <translation>Si tienes menos fábricas, menos coronas y menos castillos que cada uno de los demás jugadores, ganas la partida.</translation>
        </message>
        <message>
            <source>I demand you return every card in your forecast!</source>
            <extracomment>GPS (age 10, green), demand effect 1</extracomment>
            <translation>¡Te exijo que devuelvas todas las cartas de tu pronóstico!</translation>
        </message>
        <message>
            <source>Draw and foreshadow three 10s.</source>
            <extracomment>GPS (age 10, green), non-demand effect 2</extracomment>
            <translation>Roba y pronostica tres 10.</translation>
        </message>
        <message>
            <source>I demand you return four cards from your score pile!</source>
            <extracomment>Flash Drive (age 10, green), demand effect 1</extracomment>
            <translation>¡Te exijo que devuelvas cuatro cartas de tu pila de puntuación!</translation>
        </message>
        <message>
            <source>Return a card from your score pile; if you did, you may splay one of your colors up.</source>
            <extracomment>Flash Drive (age 10, green), non-demand effect 2</extracomment>
            <translation>Devuelve una carta de tu pila de puntuación; si lo haces, puedes desplegar uno de tus colores hacia arriba.</translation>
        </message>
        <message>
            <source>Draw a 10 for every two clocks on your board.</source>
            <extracomment>Cell Phone (age 10, yellow), non-demand effect 1</extracomment>
            <translation>Roba un 10 por cada dos relojes de tu tablero.</translation>
        </message>
        <message>
            <source>You may tuck any number of cards with a clock from your hand, splaying up each color you tuck into.</source>
            <extracomment>Cell Phone (age 10, yellow), non-demand effect 3</extracomment>
            <translation>Puedes archivar cualquier número de cartas con reloj de tu mano, desplegando hacia arriba cada color en el que archives.</translation>
        </message>
        <message>
            <source>Return any number of cards from your hand; for each card returned, claim two standard achievements you are eligible for.</source>
            <extracomment>MP3 (age 10, yellow), non-demand effect 1</extracomment>
            <translation>Devuelve cualquier número de cartas de tu mano; por cada carta devuelta, reclama dos logros estándar para los que cumplas los requisitos.</translation>
        </message>
        <message>
            <source>Draw and score a card of value equal to a bonus on your board.</source>
            <extracomment>MP3 (age 10, yellow), non-demand effect 2</extracomment>
            <translation>Roba y puntúa una carta de valor igual a una bonificación de tu tablero.</translation>
        </message>
        <message>
            <source>You may score the bottom card, or the bottom two cards, of one color on your board. Then, if every color on your board shows the same number of visible cards (an unsplayed pile counts as one), you win.</source>
            <extracomment>Puzzle Cube (age 10, purple), non-demand effect 1</extracomment>
            <translation>Puedes puntuar la carta inferior, o las dos cartas inferiores, de un color de tu tablero. Después, si todos los colores de tu tablero muestran el mismo número de cartas visibles (una pila sin desplegar cuenta como una), ganas la partida.</translation>
        </message>
        <message>
            <source>Draw and meld a 10.</source>
            <extracomment>Puzzle Cube (age 10, purple), non-demand effect 2</extracomment>
            <translation>Roba y funde un 10.</translation>
        </message>
        <message>
            <source>Draw and meld a card of any value. If your board shows at least nine different bonus values, you win. Then carry out the melded card's non-demand effects yourself alone (no sharing).</source>
            <extracomment>Sudoku (age 10, purple), non-demand effect 1</extracomment>
            <translation>Roba y funde una carta de cualquier valor. Si tu tablero muestra al menos nueve valores de bonificación distintos, ganas la partida. Después ejecuta tú solo (sin compartir) los efectos sin exigencia de la carta fundida.</translation>
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
