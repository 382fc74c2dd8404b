<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
    <context>
        <name>engine</name>
        <message>
            <source>{n}</source>
            <translation>{n}</translation>
        </message>
        <message>
            <source>Hint: {msg}. The strong player tried it in {n} of {total} simulated futures, more than any other answer, and it loses the least ground.</source>
            <translation>Pista: {msg}. El jugador fuerte la probó en {n} de {total} futuros simulados, más que cualquier otra respuesta, y es con la que menos terreno pierdes.</translation>
        </message>
        <message>
            <source>{card}</source>
            <translation>{card}</translation>
        </message>
        <message>
            <source>{color}</source>
            <translation>{color}</translation>
        </message>
        <message>
            <source>Pass (choose nothing)</source>
            <translation>Pasar (no elegir nada)</translation>
        </message>
        <message>
            <source>{player}</source>
            <translation>{player}</translation>
        </message>
        <message>
            <source>{msg} (the only sensible answer).</source>
            <translation>{msg} (la única respuesta sensata).</translation>
        </message>
        <message>
            <source>{msg} ({percent}% of {total} tries)</source>
            <translation>{msg} ({percent}% de {total} intentos)</translation>
        </message>
        <message>
            <source>Hint: {msg}. The strong player tried it in {n} of {total} simulated futures, more than any other answer, and it finds a sure win.</source>
            <translation>Pista: {msg}. El jugador fuerte la probó en {n} de {total} futuros simulados, más que cualquier otra respuesta, y encuentra una victoria segura.</translation>
        </message>
        <message>
            <source>Hint: {msg}. The strong player tried it in {n} of {total} simulated futures, more than any other answer, and every line it tried loses.</source>
            <translation>Pista: {msg}. El jugador fuerte la probó en {n} de {total} futuros simulados, más que cualquier otra respuesta, y todas las jugadas que probó pierden.</translation>
        </message>
        <message>
            <source>Hint: {msg}. The strong player tried it in {n} of {total} simulated futures, more than any other answer, and it tends to gain you ground.</source>
            <translation>Pista: {msg}. El jugador fuerte la probó en {n} de {total} futuros simulados, más que cualquier otra respuesta, y suele hacerte ganar terreno.</translation>
        </message>
        <message>
            <source>Hint: {msg}. The strong player tried it in {n} of {total} simulated futures, more than any other answer, and it tends to keep the balance.</source>
            <translation>Pista: {msg}. El jugador fuerte la probó en {n} de {total} futuros simulados, más que cualquier otra respuesta, y suele mantener el equilibrio.</translation>
        </message>
        <message>
            <source>{card} then {msg}</source>
            <translation>{card} y luego {msg}</translation>
        </message>
        <message>
            <source>Yes</source>
            <translation>Sí</translation>
        </message>
        <message>
            <source>No</source>
            <translation>No</translation>
        </message>
        <message>
            <source>{text}</source>
            <translation>{text}</translation>
        </message>
        <message>
            <source>{card} and {msg}</source>
            <translation>{card} y {msg}</translation>
        </message>
        <message>
            <source>{color} and {msg}</source>
            <translation>{color} y {msg}</translation>
        </message>
        <message>
            <source>{player} takes the Meld action.</source>
            <translation>{player} realiza la acción Fundir.</translation>
        </message>
        <message>
            <source>{player} covered {card} (its value is not higher): they dig.</source>
            <translation>{player} ha cubierto {card} (su valor no es mayor): excava.</translation>
        </message>
        <message>
            <source>{player} covered {card} (both hexagons are in the same place): they dig.</source>
            <translation>{player} ha cubierto {card} (las dos imágenes hexagonales están en el mismo sitio): excava.</translation>
        </message>
        <message>
            <source>take it into your hand</source>
            <translation>tomarla en tu mano</translation>
        </message>
        <message>
            <source>take it into your achievements</source>
            <translation>tomarla como logro</translation>
        </message>
        <message>
            <source>You dug an Artifact {age}: you may seize the relic {card} from the relic area.</source>
            <translation>Has excavado un Artefacto {age}: puedes tomar la reliquia {card} de la zona de reliquias.</translation>
        </message>
        <message>
            <source>dogma it, then return it</source>
            <translation>usar su dogma y luego devolverla</translation>
        </message>
        <message>
            <source>return it</source>
            <translation>devolverla</translation>
        </message>
        <message>
            <source>leave it</source>
            <translation>dejarla</translation>
        </message>
        <message>
            <source>Your display holds {card}: dogma it as a free action (then it is returned), return it, or leave it there?</source>
            <translation>Tienes {card} en exposición: ¿usas su dogma como acción gratuita (luego se devuelve), la devuelves o la dejas ahí?</translation>
        </message>
        <message>
            <source>Your display holds {card}: return it or leave it there? (It has no dogma.)</source>
            <translation>Tienes {card} en exposición: ¿la devuelves o la dejas ahí? (No tiene dogma.)</translation>
        </message>
        <message>
            <source>You dug an Artifact {age}: you may seize the relic {card} from your achievements.</source>
            <translation>Has excavado un Artefacto {age}: puedes tomar la reliquia {card} de tus logros.</translation>
        </message>
        <message>
            <source>You dug an Artifact {age}: you may seize the relic {card} from {player}'s achievements.</source>
            <translation>Has excavado un Artefacto {age}: puedes quitarle la reliquia {card} de sus logros a {player}.</translation>
        </message>
        <message>
            <source>{player} leaves the relic {card} where it is.</source>
            <translation>{player} deja la reliquia {card} donde está.</translation>
        </message>
        <message>
            <source>{player} leaves {card} in their display.</source>
            <translation>{player} deja {card} en su exposición.</translation>
        </message>
        <message>
            <source>{player}'s {card} searches the {age} pile for {icon}.</source>
            <translation>{card} de {player} busca {icon} en el mazo de {age}.</translation>
        </message>
        <message>
            <source>{player} takes the Endorse action on {card}.</source>
            <translation>{player} realiza la acción Respaldar sobre {card}.</translation>
        </message>
        <message>
            <source>{player} already holds a city: no city is drawn.</source>
            <translation>{player} ya tiene una ciudad en la mano: no roba ninguna ciudad.</translation>
        </message>
        <message>
            <source>{player} reveals {card} from the {age} pile.</source>
            <translation>{player} revela {card} del mazo de {age}.</translation>
        </message>
        <message>
            <source>The {age} pile is empty: nothing is found.</source>
            <translation>El mazo de {age} está vacío: no se encuentra nada.</translation>
        </message>
        <message>
            <source>{player} reaches the achievements needed to win, flags and fountains included.</source>
            <translation>{player} alcanza los logros necesarios para ganar, contando banderas y fuentes.</translation>
        </message>
        <message>
            <source>The plus of {card}: {player} draws a card one value higher.</source>
            <translation>El signo más de {card}: {player} roba una carta de un valor más.</translation>
        </message>
        <message>
            <source>{player} keeps {card}.</source>
            <translation>{player} se queda {card}.</translation>
        </message>
        <message>
            <source>Return the cards that do not show the icon: their order at the bottom of the {age} pile, top first.</source>
            <translation>Devuelve las cartas que no muestran el icono: su orden al fondo del mazo de {age}, de arriba abajo.</translation>
        </message>
        <message>
            <source>Choose the card from your hand to tuck to endorse {card}.</source>
            <translation>Elige la carta de tu mano que archivas para respaldar {card}.</translation>
        </message>
        <message>
            <source>The arrow of {card}: {player} splays that color.</source>
            <translation>La flecha de {card}: {player} despliega ese color.</translation>
        </message>
        <message>
            <source>You may splay your {color} or {color2} or {color3} or {color4} or {color5} cards {splay}.</source>
            <translation>Puedes desplegar {splay} tus cartas de color {color}, {color2}, {color3}, {color4} o {color5}.</translation>
        </message>
        <message>
            <source>You may splay your {color} cards {splay}.</source>
            <translation>Puedes desplegar {splay} tus cartas de color {color}.</translation>
        </message>
        <message>
            <source>You may splay your {color} or {color2} cards {splay}.</source>
            <translation>Puedes desplegar {splay} tus cartas de color {color} o {color2}.</translation>
        </message>
        <message>
            <source>You may splay your {color} or {color2} or {color3} cards {splay}.</source>
            <translation>Puedes desplegar {splay} tus cartas de color {color}, {color2} o {color3}.</translation>
        </message>
        <message>
            <source>You may splay your {color} or {color2} or {color3} or {color4} cards {splay}.</source>
            <translation>Puedes desplegar {splay} tus cartas de color {color}, {color2}, {color3} o {color4}.</translation>
        </message>
        <message>
            <source>{player} activates the dogma of {card}.</source>
            <translation>{player} activa el dogma de {card}.</translation>
        </message>
        <message>
            <source>{player} uses the dogma of {card} from their display as a free action.</source>
            <translation>{player} usa el dogma de {card}, en su exposición, como acción gratuita.</translation>
        </message>
        <message>
            <source>{player} carries out every effect of {card}.</source>
            <translation>{player} ejecuta todos los efectos de {card}.</translation>
        </message>
        <message>
            <source>{player} carries out the effects of {card}.</source>
            <translation>{player} ejecuta los efectos de {card}.</translation>
        </message>
        <message>
            <source>(The effects of {card} are not written yet: nothing happens.)</source>
            <translation>(Los efectos de {card} aún no están programados: no pasa nada.)</translation>
        </message>
        <message>
            <source>{player} takes a free Draw for the shared dogma.</source>
            <translation>{player} hace un robo gratuito por el dogma compartido.</translation>
        </message>
        <message>
            <source>{player} declines ({source}).</source>
            <translation>{player} pasa ({source}).</translation>
        </message>
        <message>
            <source>Splay your {color} cards {splay}?</source>
            <translation>¿Desplegar {splay} tus cartas de color {color}?</translation>
        </message>
        <message>
            <source>The echo effect of {card} runs.</source>
            <translation>Se ejecuta el efecto de eco de {card}.</translation>
        </message>
        <message>
            <source>You may promote a card of value {age} or less from your forecast (meld it).</source>
            <translation>Puedes ascender una carta de valor {age} o menos de tu pronóstico (fundirla).</translation>
        </message>
        <message>
            <source>{player} promotes no card.</source>
            <translation>{player} no asciende ninguna carta.</translation>
        </message>
        <message>
            <source>Dogma {card} now for free?</source>
            <translation>¿Activar ahora gratis el dogma de {card}?</translation>
        </message>
        <message>
            <source>{player} does not dogma the promoted card.</source>
            <translation>{player} no activa el dogma de la carta ascendida.</translation>
        </message>
        <message>
            <source>{player} junks the {age} supply pile ({n} cards).</source>
            <translation>{player} descarta el mazo {age} ({n} cartas).</translation>
        </message>
        <message>
            <source>{player} junks the {age} achievement.</source>
            <translation>{player} descarta el logro {age}.</translation>
        </message>
        <message>
            <source>{player} junks the special achievement {special}.</source>
            <translation>{player} descarta el logro especial {special}.</translation>
        </message>
        <message>
            <source>{player} makes the special achievement {special} available again.</source>
            <translation>{player} vuelve a dejar disponible el logro especial {special}.</translation>
        </message>
        <message>
            <source>{player} takes a Chain Achievement (an 11 from the supply).</source>
            <translation>{player} consigue un logro en cadena (un 11 del mazo).</translation>
        </message>
        <message>
            <source>The {age} supply pile is empty: nothing to junk.</source>
            <translation>El mazo {age} está vacío: no hay nada que descartar.</translation>
        </message>
        <message>
            <source>{player} would take a Chain Achievement, but the 11 pile is empty.</source>
            <translation>{player} conseguiría un logro en cadena, pero el mazo 11 está vacío.</translation>
        </message>
        <message>
            <source>Return a card from your hand to use the dogma of {card}.</source>
            <translation>Devuelve una carta de tu mano para usar el dogma de {card}.</translation>
        </message>
        <message>
            <source>{player} does not share (not sitting next to {player2}).</source>
            <translation>{player} no comparte (no se sienta junto a {player2}).</translation>
        </message>
        <message>
            <source>You do not sit next to {player}: return a card from your hand to share the dogma of {card}, or decline.</source>
            <translation>No te sientas junto a {player}: devuelve una carta de tu mano para compartir el dogma de {card}, o renuncia.</translation>
        </message>
        <message>
            <source>You do not sit next to {player}: you may return a card from your hand to ignore the demand of {card}.</source>
            <translation>No te sientas junto a {player}: puedes devolver una carta de tu mano para ignorar la exigencia de {card}.</translation>
        </message>
        <message>
            <source>{player} ignores the demand (not sitting next to {player2}).</source>
            <translation>{player} ignora la exigencia (no se sienta junto a {player2}).</translation>
        </message>
        <message>
            <source>{action} {card}</source>
            <translation>{action} {card}</translation>
        </message>
        <message>
            <source>{text} is not a legal action now</source>
            <translation>{text} no es una acción legal ahora</translation>
        </message>
        <message>
            <source>Choose the card to meld first (kept secret until all have chosen).</source>
            <translation>Elige la carta que fundirás primero (queda en secreto hasta que todos hayan elegido).</translation>
        </message>
        <message>
            <source>{player} goes first ({card} comes first alphabetically).</source>
            <translation>Empieza {player} ({card} va primero en orden alfabético).</translation>
        </message>
        <message>
            <source>Draw a {age}</source>
            <translation>Robar un {age}</translation>
        </message>
        <message>
            <source>Achieve the {age} achievement</source>
            <translation>Conseguir el logro de edad {age}</translation>
        </message>
        <message>
            <source>Meld {card}</source>
            <translation>Fundir {card}</translation>
        </message>
        <message>
            <source>Dogma {card}</source>
            <translation>Dogma de {card}</translation>
        </message>
        <message>
            <source>Endorse {card}</source>
            <translation>Respaldar {card}</translation>
        </message>
        <message>
            <source>{card} is not in {player}'s hand</source>
            <translation>{card} no está en la mano de {player}</translation>
        </message>
        <message>
            <source>{card} has no featured icon: it cannot be dogma'd</source>
            <translation>{card} no tiene icono destacado: no se puede usar su dogma</translation>
        </message>
        <message>
            <source>{card} cannot be endorsed: it needs a top city showing its featured icon and a card in hand of that city's value or less</source>
            <translation>{card} no se puede respaldar: hace falta una ciudad superior que muestre su icono destacado y una carta en la mano de valor igual o menor que esa ciudad</translation>
        </message>
        <message>
            <source>{card} is not a top card of {player}'s board</source>
            <translation>{card} no es una carta superior del tablero de {player}</translation>
        </message>
        <message>
            <source>{player} needs a top card of value {age} or more to achieve {age}</source>
            <translation>{player} necesita una carta superior de valor {age} o más para conseguir el {age}</translation>
        </message>
        <message>
            <source>Turn {n}: {player} to play.</source>
            <translation>Turno {n}: juega {player}.</translation>
        </message>
        <message>
            <source>this question cannot be declined</source>
            <translation>a esta pregunta no se puede pasar</translation>
        </message>
        <message>
            <source>answer yes or no, not {text}</source>
            <translation>responde sí o no, no {text}</translation>
        </message>
        <message>
            <source>{card} is not in {player}'s hand nor display</source>
            <translation>{card} no está ni en la mano ni en la exposición de {player}</translation>
        </message>
        <message>
            <source>the Endorse action belongs to Cities of Destiny, which this game does not play</source>
            <translation>la acción Respaldar es de Ciudades del Destino, que esta partida no usa</translation>
        </message>
        <message>
            <source>{player} has already endorsed this turn</source>
            <translation>{player} ya ha respaldado en este turno</translation>
        </message>
        <message>
            <source>the {age} achievement is not available</source>
            <translation>el logro de edad {age} no está disponible</translation>
        </message>
        <message>
            <source>{player} needs a score of {n} to achieve {age} (has {score})</source>
            <translation>{player} necesita {n} puntos para conseguir el {age} (tiene {score})</translation>
        </message>
        <message>
            <source>{player}: choose an action ({n} left this turn).</source>
            <translation>{player}: elige una acción (acciones restantes en este turno: {n}).</translation>
        </message>
        <message>
            <source>a card is named twice</source>
            <translation>una carta aparece dos veces</translation>
        </message>
        <message>
            <source>choose {min} to {max} card(s), not {n}</source>
            <translation>elige de {min} a {max} carta(s), no {n}</translation>
        </message>
        <message>
            <source>{color} is not one of the options</source>
            <translation>el {color} no es una de las opciones</translation>
        </message>
        <message>
            <source>colors must be distinct options</source>
            <translation>los colores deben ser opciones distintas</translation>
        </message>
        <message>
            <source>choose {min} to {max} colors</source>
            <translation>elige de {min} a {max} colores</translation>
        </message>
        <message>
            <source>{player} is not one of the options</source>
            <translation>{player} no es una de las opciones</translation>
        </message>
        <message>
            <source>{player} takes the Draw action.</source>
            <translation>{player} realiza la acción Robar.</translation>
        </message>
        <message>
            <source>{card} is not one of the options ({cards})</source>
            <translation>{card} no es una de las opciones ({cards})</translation>
        </message>
        <message>
            <source>an order must name every card of the pile once</source>
            <translation>un orden debe nombrar una vez cada carta de la pila</translation>
        </message>
        <message>
            <source>choose {text} card(s), not {n}</source>
            <translation>elige {text} carta(s), no {n}</translation>
        </message>
        <message>
            <source>choose {min} card(s), not {n}</source>
            <translation>elige {min} carta(s), no {n}</translation>
        </message>
        <message>
            <source>a {age}</source>
            <translation>un {age}</translation>
        </message>
        <message>
            <source>blue</source>
            <translation>azul</translation>
        </message>
        <message>
            <source>red</source>
            <translation>rojo</translation>
        </message>
        <message>
            <source>green</source>
            <translation>verde</translation>
        </message>
        <message>
            <source>yellow</source>
            <translation>amarillo</translation>
        </message>
        <message>
            <source>purple</source>
            <translation>morado</translation>
        </message>
        <message>
            <source>crown</source>
            <translation>corona</translation>
        </message>
        <message>
            <source>leaf</source>
            <translation>hoja</translation>
        </message>
        <message>
            <source>lightbulb</source>
            <translation>bombilla</translation>
        </message>
        <message>
            <source>castle</source>
            <translation>castillo</translation>
        </message>
        <message>
            <source>factory</source>
            <translation>fábrica</translation>
        </message>
        <message>
            <source>clock</source>
            <translation>reloj</translation>
        </message>
        <message>
            <source>hex</source>
            <translation>hexágono</translation>
        </message>
        <message>
            <source>blank</source>
            <translation>en blanco</translation>
        </message>
        <message>
            <source>avatar</source>
            <translation>avatar</translation>
        </message>
        <message>
            <source>echo effect</source>
            <translation>efecto de eco</translation>
        </message>
        <message>
            <source>bonus</source>
            <translation>bonificación</translation>
        </message>
        <message>
            <source>flag</source>
            <translation>bandera</translation>
        </message>
        <message>
            <source>fountain</source>
            <translation>fuente</translation>
        </message>
        <message>
            <source>plus</source>
            <translation>signo más</translation>
        </message>
        <message>
            <source>left arrow</source>
            <translation>flecha a la izquierda</translation>
        </message>
        <message>
            <source>right arrow</source>
            <translation>flecha a la derecha</translation>
        </message>
        <message>
            <source>up arrow</source>
            <translation>flecha hacia arriba</translation>
        </message>
        <message>
            <source>none</source>
            <translation>sin desplegar</translation>
        </message>
        <message>
            <source>left</source>
            <translation>a la izquierda</translation>
        </message>
        <message>
            <source>right</source>
            <translation>a la derecha</translation>
        </message>
        <message>
            <source>up</source>
            <translation>hacia arriba</translation>
        </message>
        <message>
            <source>aslant</source>
            <translation>en diagonal</translation>
        </message>
        <message>
            <source>relic</source>
            <translation>reliquia</translation>
        </message>
        <message>
            <source>display</source>
            <translation>exposición</translation>
        </message>
        <message>
            <source>distance rule</source>
            <translation>regla de la distancia</translation>
        </message>
        <message>
            <source>search</source>
            <translation>Búsqueda</translation>
        </message>
        <message>
            <source>Endorse</source>
            <translation>Respaldar</translation>
        </message>
        <message>
            <source>promote</source>
            <translation>ascenso</translation>
        </message>
        <message>
            <source>an {age}</source>
            <translation>un {age}</translation>
        </message>
        <message>
            <source>from the achievements</source>
            <translation>de los logros</translation>
        </message>
        <message>
            <source>to the achievements</source>
            <translation>a los logros</translation>
        </message>
        <message>
            <source>from the relic area</source>
            <translation>de la zona de reliquias</translation>
        </message>
        <message>
            <source>to the relic area</source>
            <translation>a la zona de reliquias</translation>
        </message>
        <message>
            <source>from the junk</source>
            <translation>del descarte</translation>
        </message>
        <message>
            <source>to the junk</source>
            <translation>al descarte</translation>
        </message>
        <message>
            <source>{player} melds {card} {src} {dst}.</source>
            <translation>{player} funde {card} {src} {dst}.</translation>
        </message>
        <message>
            <source>{player} tucks {card} {src} {dst}.</source>
            <translation>{player} archiva {card} {src} {dst}.</translation>
        </message>
        <message>
            <source>{player} scores {card} {src} {dst}.</source>
            <translation>{player} puntúa {card} {src} {dst}.</translation>
        </message>
        <message>
            <source>{player} returns {card} {src} {dst}.</source>
            <translation>{player} devuelve {card} {src} {dst}.</translation>
        </message>
        <message>
            <source>{player} puts back {card} {src} {dst}.</source>
            <translation>{player} vuelve a poner {card} {src} {dst}.</translation>
        </message>
        <message>
            <source>{player} transfers {card} {src} {dst}.</source>
            <translation>{player} transfiere {card} {src} {dst}.</translation>
        </message>
        <message>
            <source>{player} digs {card} {src} {dst}.</source>
            <translation>{player} excava {card} {src} {dst}.</translation>
        </message>
        <message>
            <source>{player} seizes {card} {src} {dst}.</source>
            <translation>{player} toma {card} {src} {dst}.</translation>
        </message>
        <message>
            <source>{player} junks {card} {src} {dst}.</source>
            <translation>{player} descarta {card} {src} {dst}.</translation>
        </message>
        <message>
            <source>{player} foreshadows {card} {src} {dst}.</source>
            <translation>{player} pronostica {card} {src} {dst}.</translation>
        </message>
        <message>
            <source>{player} promotes {card} {src} {dst}.</source>
            <translation>{player} asciende {card} {src} {dst}.</translation>
        </message>
        <message>
            <source>{player} moves {card} {src} {dst}.</source>
            <translation>{player} pasa {card} {src} {dst}.</translation>
        </message>
        <message>
            <source>The game is over ({reason}): {player} and {player2} and {player3} and {player4} win.</source>
            <translation>La partida ha terminado ({reason}): ganan {player}, {player2}, {player3} y {player4}.</translation>
        </message>
        <message>
            <source>score</source>
            <translation>puntuación</translation>
        </message>
        <message>
            <source>achievements</source>
            <translation>logros</translation>
        </message>
        <message>
            <source>dogma</source>
            <translation>dogma</translation>
        </message>
        <message>
            <source>from their hand</source>
            <translation>de su mano</translation>
        </message>
        <message>
            <source>to their hand</source>
            <translation>a su mano</translation>
        </message>
        <message>
            <source>from their score pile</source>
            <translation>de su pila de puntuación</translation>
        </message>
        <message>
            <source>to their score pile</source>
            <translation>a su pila de puntuación</translation>
        </message>
        <message>
            <source>from their board</source>
            <translation>de su tablero</translation>
        </message>
        <message>
            <source>to their board</source>
            <translation>a su tablero</translation>
        </message>
        <message>
            <source>from their display</source>
            <translation>de su exposición</translation>
        </message>
        <message>
            <source>to their display</source>
            <translation>a su exposición</translation>
        </message>
        <message>
            <source>from their achievements</source>
            <translation>de sus logros</translation>
        </message>
        <message>
            <source>to their achievements</source>
            <translation>a sus logros</translation>
        </message>
        <message>
            <source>from their forecast</source>
            <translation>de su pronóstico</translation>
        </message>
        <message>
            <source>to their forecast</source>
            <translation>a su pronóstico</translation>
        </message>
        <message>
            <source>from {player}'s hand</source>
            <translation>de la mano de {player}</translation>
        </message>
        <message>
            <source>to {player}'s hand</source>
            <translation>a la mano de {player}</translation>
        </message>
        <message>
            <source>from {player}'s score pile</source>
            <translation>de la pila de puntuación de {player}</translation>
        </message>
        <message>
            <source>to {player}'s score pile</source>
            <translation>a la pila de puntuación de {player}</translation>
        </message>
        <message>
            <source>from {player}'s board</source>
            <translation>del tablero de {player}</translation>
        </message>
        <message>
            <source>to {player}'s board</source>
            <translation>al tablero de {player}</translation>
        </message>
        <message>
            <source>from {player}'s display</source>
            <translation>de la exposición de {player}</translation>
        </message>
        <message>
            <source>to {player}'s display</source>
            <translation>a la exposición de {player}</translation>
        </message>
        <message>
            <source>from {player}'s achievements</source>
            <translation>de los logros de {player}</translation>
        </message>
        <message>
            <source>to {player}'s achievements</source>
            <translation>a los logros de {player}</translation>
        </message>
        <message>
            <source>from {player}'s forecast</source>
            <translation>del pronóstico de {player}</translation>
        </message>
        <message>
            <source>to {player}'s forecast</source>
            <translation>al pronóstico de {player}</translation>
        </message>
        <message>
            <source>from the {age} supply pile</source>
            <translation>del mazo de edad {age}</translation>
        </message>
        <message>
            <source>to the {age} supply pile</source>
            <translation>al mazo de edad {age}</translation>
        </message>
        <message>
            <source>from the Artifacts {age} pile</source>
            <translation>del mazo de Artefactos de edad {age}</translation>
        </message>
        <message>
            <source>to the Artifacts {age} pile</source>
            <translation>al mazo de Artefactos de edad {age}</translation>
        </message>
        <message>
            <source>from the Echoes {age} pile</source>
            <translation>del mazo de Ecos de {age}</translation>
        </message>
        <message>
            <source>to the Echoes {age} pile</source>
            <translation>al mazo de Ecos de {age}</translation>
        </message>
        <message>
            <source>from the Cities {age} pile</source>
            <translation>del mazo de Ciudades de {age}</translation>
        </message>
        <message>
            <source>to the Cities {age} pile</source>
            <translation>al mazo de Ciudades de {age}</translation>
        </message>
        <message>
            <source>an Artifact {age}</source>
            <translation>un Artefacto {age}</translation>
        </message>
        <message>
            <source>{player} reveals {card}.</source>
            <translation>{player} revela {card}.</translation>
        </message>
        <message>
            <source>{player} achieves {card} (the {age} achievement).</source>
            <translation>{player} consigue {card} (el logro de edad {age}).</translation>
        </message>
        <message>
            <source>{player} achieves the {age} achievement.</source>
            <translation>{player} consigue el logro de edad {age}.</translation>
        </message>
        <message>
            <source>{player} claims the special achievement {special}.</source>
            <translation>{player} reclama el logro especial {special}.</translation>
        </message>
        <message>
            <source>The game is over ({reason}): {player} wins.</source>
            <translation>La partida ha terminado ({reason}): gana {player}.</translation>
        </message>
        <message>
            <source>The game is over ({reason}): {player} and {player2} win.</source>
            <translation>La partida ha terminado ({reason}): ganan {player} y {player2}.</translation>
        </message>
        <message>
            <source>The game is over ({reason}): {player} and {player2} and {player3} win.</source>
            <translation>La partida ha terminado ({reason}): ganan {player}, {player2} y {player3}.</translation>
        </message>
        <message>
            <source>an Echoes {age}</source>
            <translation>un {age} de Ecos</translation>
        </message>
        <message>
            <source>{player} draws and reveals {card} ({what}).</source>
            <translation>{player} roba y revela {card} ({what}).</translation>
        </message>
        <message>
            <source>{player} draws {card} ({what}).</source>
            <translation>{player} roba {card} ({what}).</translation>
        </message>
        <message>
            <source>{player} draws {what}.</source>
            <translation>{player} roba {what}.</translation>
        </message>
        <message>
            <source>{player} would dig an Artifact {age}, but there is none: nothing is dug.</source>
            <translation>{player} debería excavar un Artefacto {age}, pero no queda ninguno: no excava nada.</translation>
        </message>
        <message>
            <source>{player} splays their {color} cards {splay}.</source>
            <translation>{player} despliega {splay} sus cartas de color {color}.</translation>
        </message>
        <message>
            <source>{player} unsplays their {color} cards.</source>
            <translation>{player} deja sin desplegar sus cartas de color {color}.</translation>
        </message>
        <message>
            <source>{player} would draw a 12 or higher: the game ends by score.</source>
            <translation>{player} robaría un 12 o más: la partida termina por puntuación.</translation>
        </message>
        <message>
            <source>{player} would draw above 10: the game ends by score.</source>
            <translation>{player} tendría que robar por encima de 10: la partida termina por puntuación.</translation>
        </message>
        <message>
            <source>{player} loses: every card they have goes to the junk.</source>
            <translation>{player} pierde la partida: todas sus cartas van al descarte.</translation>
        </message>
        <message>
            <source>{player} removes every card they have from the game and loses.</source>
            <translation>{player} retira del juego todas sus cartas y pierde.</translation>
        </message>
        <message>
            <source>a city {age}</source>
            <translation>una ciudad de {age}</translation>
        </message>
        <message>
            <source>items</source>
            <translation>elementos</translation>
        </message>
        <message>
            <source>the players</source>
            <translation>los jugadores</translation>
        </message>
        <message>
            <source>the player names</source>
            <translation>los nombres de los jugadores</translation>
        </message>
        <message>
            <source>name</source>
            <translation>el nombre</translation>
        </message>
        <message>
            <source>hand</source>
            <translation>la mano</translation>
        </message>
        <message>
            <source>score pile</source>
            <translation>la pila de puntuación</translation>
        </message>
        <message>
            <source>board</source>
            <translation>el tablero</translation>
        </message>
        <message>
            <source>the supply</source>
            <translation>los mazos</translation>
        </message>
        <message>
            <source>the current player</source>
            <translation>el jugador actual</translation>
        </message>
        <message>
            <source>the actions left</source>
            <translation>las acciones restantes</translation>
        </message>
        <message>
            <source>the achievements needed to win</source>
            <translation>los logros necesarios para ganar</translation>
        </message>
        <message>
            <source>the edition</source>
            <translation>la edición</translation>
        </message>
        <message>
            <source>the team option</source>
            <translation>la opción de equipos</translation>
        </message>
        <message>
            <source>the seed</source>
            <translation>la semilla</translation>
        </message>
        <message>
            <source>the format</source>
            <translation>el formato</translation>
        </message>
        <message>
            <source>the moves</source>
            <translation>las jugadas</translation>
        </message>
        <message>
            <source>cards</source>
            <translation>cartas</translation>
        </message>
        <message>
            <source>splay</source>
            <translation>el despliegue</translation>
        </message>
        <message>
            <source>the answers</source>
            <translation>las respuestas</translation>
        </message>
        <message>
            <source>the options</source>
            <translation>las opciones</translation>
        </message>
        <message>
            <source>the start of the game</source>
            <translation>el inicio de la partida</translation>
        </message>
        <message>
            <source>the format version</source>
            <translation>la versión del formato</translation>
        </message>
        <message>
            <source>the turn</source>
            <translation>el turno</translation>
        </message>
        <message>
            <source>the available achievements</source>
            <translation>los logros disponibles</translation>
        </message>
        <message>
            <source>players</source>
            <translation>jugadores</translation>
        </message>
        <message>
            <source>moves</source>
            <translation>jugadas</translation>
        </message>
        <message>
            <source>answers</source>
            <translation>respuestas</translation>
        </message>
        <message>
            <source>a whole number</source>
            <translation>un número entero</translation>
        </message>
        <message>
            <source>true or false</source>
            <translation>true o false</translation>
        </message>
        <message>
            <source>text</source>
            <translation>texto</translation>
        </message>
        <message>
            <source>a list</source>
            <translation>una lista</translation>
        </message>
        <message>
            <source>an object ({...})</source>
            <translation>un objeto ({...})</translation>
        </message>
        <message>
            <source>a number</source>
            <translation>un número</translation>
        </message>
        <message>
            <source>{msg}: {text}</source>
            <translation>{msg}: {text}</translation>
        </message>
        <message>
            <source>{msg}, {msg2}</source>
            <translation>{msg}, {msg2}</translation>
        </message>
        <message>
            <source>the file</source>
            <translation>el archivo</translation>
        </message>
        <message>
            <source>{msg} is missing</source>
            <translation>falta {msg}</translation>
        </message>
        <message>
            <source>unknown key {key}</source>
            <translation>clave desconocida {key}</translation>
        </message>
        <message>
            <source>{msg} can have at most {max} {msg2}, not {n}</source>
            <translation>{msg} admite como máximo {max} {msg2}, no {n}</translation>
        </message>
        <message>
            <source>{msg} must be {expected}, not {given}</source>
            <translation>{msg} debe ser {expected}, no {given}</translation>
        </message>
        <message>
            <source>{msg} must be at least {bound}, not {given}</source>
            <translation>{msg} debe ser al menos {bound}, no {given}</translation>
        </message>
        <message>
            <source>{msg} must be more than {bound}, not {given}</source>
            <translation>{msg} debe ser mayor que {bound}, no {given}</translation>
        </message>
        <message>
            <source>{msg} must be at most {bound}, not {given}</source>
            <translation>{msg} debe ser como máximo {bound}, no {given}</translation>
        </message>
        <message>
            <source>{msg} must be less than {bound}, not {given}</source>
            <translation>{msg} debe ser menor que {bound}, no {given}</translation>
        </message>
        <message>
            <source>{msg} is too short</source>
            <translation>{msg}: texto demasiado corto</translation>
        </message>
        <message>
            <source>{msg} is too long (at most {max} characters)</source>
            <translation>{msg}: texto demasiado largo (como máximo {max} caracteres)</translation>
        </message>
        <message>
            <source>not valid</source>
            <translation>no es válido</translation>
        </message>
        <message>
            <source>{msg} (and 1 more problem)</source>
            <translation>{msg} (y 1 problema más)</translation>
        </message>
        <message>
            <source>{msg} (and {n} more problems)</source>
            <translation>{msg} (y {n} problemas más)</translation>
        </message>
        <message>
            <source>unknown key {key} in {msg}</source>
            <translation>clave desconocida {key} en {msg}</translation>
        </message>
        <message>
            <source>a game needs 2 to 4 players; this one has {n}</source>
            <translation>una partida necesita de 2 a 4 jugadores; esta tiene {n}</translation>
        </message>
        <message>
            <source>{msg} needs at least {min} {msg2}, not {n}</source>
            <translation>{msg} necesita al menos {min} {msg2}, no {n}</translation>
        </message>
        <message>
            <source>{msg} is empty</source>
            <translation>{msg}: sin contenido</translation>
        </message>
        <message>
            <source>{msg} should be {msg2}, not {given}</source>
            <translation>{msg} debería ser {msg2}, no {given}</translation>
        </message>
        <message>
            <source>move {n}</source>
            <translation>la jugada {n}</translation>
        </message>
        <message>
            <source>the supply, age {age}</source>
            <translation>el mazo de edad {age}</translation>
        </message>
        <message>
            <source>item {n}</source>
            <translation>el elemento {n}</translation>
        </message>
        <message>
            <source>player {n}'s {msg}</source>
            <translation>{msg} del jugador {n}</translation>
        </message>
        <message>
            <source>player {n}</source>
            <translation>el jugador {n}</translation>
        </message>
        <message>
            <source>player {n} name</source>
            <translation>el nombre del jugador {n}</translation>
        </message>
    </context>
</TS>
