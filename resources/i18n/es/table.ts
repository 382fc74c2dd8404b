<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name>Table</name>
    <message>
        <source>Echoes of the Past expansion</source>
        <translation>Expansión Ecos del Pasado</translation>
    </message>
    <message>
        <source>Echo effects that run before a dogma, bonus points in your score, a forecast of face-down cards to promote after a Meld; one more achievement to win.</source>
        <translation>Efectos de eco que se ejecutan antes de un dogma, puntos de bonificación en tu puntuación, un pronóstico de cartas boca abajo que ascender tras fundir; un logro más para ganar.</translation>
    </message>
    <message>
        <source>Cities of Destiny expansion</source>
        <translation>Expansión Ciudades del Destino</translation>
    </message>
    <message>
        <source>Cities with six icon positions drawn when a Meld action starts a new color or a splay opens a new direction; flags and fountains count as achievements; the Endorse action runs a dogma twice; one more achievement to win.</source>
        <translation>Ciudades con seis posiciones de icono que se roban cuando una acción de Fundir empieza un color nuevo o un despliegue abre una dirección nueva; las banderas y las fuentes cuentan como logros; la acción Respaldar ejecuta un dogma dos veces; hace falta un logro más para ganar.</translation>
    </message>
    <message>
        <source>Not available in this build: its engine has no Cities of Destiny.</source>
        <translation>No disponible en esta versión: su motor no tiene Ciudades del Destino.</translation>
    </message>
    <message>
        <source>Not with the fourth edition: its expansions differ (Artifacts has museums instead of relics) and are not played here yet.</source>
        <translation>No con la cuarta edición: sus expansiones son distintas (Artefactos tiene museos en lugar de reliquias) y aún no se juegan aquí.</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>&amp;Jugadores:</translation>
    </message>
    <message>
        <source>Seat {n}:</source>
        <translation>Asiento {n}:</translation>
    </message>
    <message>
        <source>Third edition (current rules)</source>
        <translation>Tercera edición (reglas actuales)</translation>
    </message>
    <message>
        <source>First edition</source>
        <translation>Primera edición</translation>
    </message>
    <message>
        <source>Fourth edition (2024: ages up to 11, the Junk)</source>
        <translation>Cuarta edición (2024: edades hasta el 11, el descarte)</translation>
    </message>
    <message>
        <source>&amp;Edition:</source>
        <translation>&amp;Edición:</translation>
    </message>
    <message>
        <source>Team game (players 1+3 against 2+4)</source>
        <translation>Partida por equipos (jugadores 1+3 contra 2+4)</translation>
    </message>
    <message>
        <source>Artifacts of History expansion</source>
        <translation>Expansión Artefactos de la Historia</translation>
    </message>
    <message>
        <source>Dig artifacts when you meld, a display beside your board, a free artifact dogma at the start of your turn; one more achievement to win.</source>
        <translation>Excavas Artefactos al fundir, tienes una exposición junto a tu tablero y un dogma gratuito de Artefacto al comienzo de tu turno; se necesita un logro más para ganar.</translation>
    </message>
    <message>
        <source>with Relics</source>
        <translation>con Reliquias</translation>
    </message>
    <message>
        <source>Five relics, seized when you dig an artifact of their value; each counts as an achievement and can be stolen.</source>
        <translation>Cinco reliquias, que se toman al excavar un Artefacto de su valor; cada una cuenta como un logro y te la pueden quitar.</translation>
    </message>
    <message>
        <source>Not available in this build: {n} Artifacts cards have no effects yet.</source>
        <translation>No disponible en esta versión: {n} cartas de Artefactos aún no tienen efectos.</translation>
    </message>
    <message>
        <source>random</source>
        <translation>al azar</translation>
    </message>
    <message>
        <source>&amp;Seed (optional):</source>
        <translation>&amp;Semilla (opcional):</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Empezar</translation>
    </message>
    <message>
        <source>Every player needs a name.</source>
        <translation>Cada jugador necesita un nombre.</translation>
    </message>
    <message>
        <source>Player names must differ.</source>
        <translation>Los nombres de los jugadores deben ser distintos.</translation>
    </message>
    <message>
        <source>The seed must be a whole number, not {seed}.</source>
        <translation>La semilla debe ser un número entero, no {seed}.</translation>
    </message>
    <message>
        <source>{first} and {last}</source>
        <translation>{first} y {last}</translation>
    </message>
    <message>
        <source>1 point</source>
        <translation>1 punto</translation>
    </message>
    <message>
        <source>{n} points</source>
        <translation>{n} puntos</translation>
    </message>
    <message>
        <source>1 achievement</source>
        <translation>1 logro</translation>
    </message>
    <message>
        <source>{n} achievements</source>
        <translation>{n} logros</translation>
    </message>
    <message>
        <source>Nobody</source>
        <translation>Nadie</translation>
    </message>
    <message>
        <source>{winners} win!</source>
        <translation>¡{winners} ganan!</translation>
    </message>
    <message>
        <source>{winners} wins!</source>
        <translation>¡{winners} gana!</translation>
    </message>
    <message>
        <source>{winners} reached the {achievements} needed to win together.</source>
        <translation>{winners} reunieron juntos los {achievements} necesarios para ganar.</translation>
    </message>
    <message>
        <source>{winners} reached the {achievements} needed to win.</source>
        <translation>{winners} consiguió los {achievements} necesarios para ganar.</translation>
    </message>
    <message>
        <source>{winners} met a card&apos;s win condition, which ends the game at once.</source>
        <translation>{winners} cumplió la condición de victoria de una carta, que termina la partida al instante.</translation>
    </message>
    <message>
        <source>The game ended ({reason}).</source>
        <translation>La partida terminó ({reason}).</translation>
    </message>
    <message>
        <source>A card above age 10 had to be drawn, so the game ended by score.</source>
        <translation>Había que robar una carta de edad superior a 10, así que la partida terminó por puntuación.</translation>
    </message>
    <message>
        <source>{sides}.</source>
        <translation>{sides}.</translation>
    </message>
    <message>
        <source>{side} had {points}</source>
        <translation>{side} tenía {points}</translation>
    </message>
    <message>
        <source>{why} {winners} had the most points ({best}).{fewer}</source>
        <translation>{why} {winners} tenía más puntos ({best}).{fewer}</translation>
    </message>
    <message>
        <source>{why} {winners} tied on {points} and on achievements ({n} each), so they share the win.</source>
        <translation>{why} {winners} empataron a {points} y a logros ({n} cada uno), así que comparten la victoria.</translation>
    </message>
    <message>
        <source>{side} also had {points} but only {achievements}</source>
        <translation>{side} también tenía {points}, pero solo {achievements}</translation>
    </message>
    <message>
        <source>A tie: {winners} share the win.</source>
        <translation>Empate: {winners} comparten la victoria.</translation>
    </message>
    <message>
        <source>{side}&apos;s {n}</source>
        <translation>los {n} de {side}</translation>
    </message>
    <message>
        <source>{winners} win the tie-break!</source>
        <translation>¡{winners} ganan el desempate!</translation>
    </message>
    <message>
        <source>{winners} wins the tie-break!</source>
        <translation>¡{winners} gana el desempate!</translation>
    </message>
    <message>
        <source>{why} {tied} tied on {points}; the tie goes to the most achievements: {winners} have {n}, against {others}.{fewer}</source>
        <translation>{why} {tied} empataron a {points}; el empate lo gana quien tiene más logros: {winners} tienen {n}, frente a {others}.{fewer}</translation>
    </message>
    <message>
        <source>{why} {tied} tied on {points}; the tie goes to the most achievements: {winners} has {n}, against {others}.{fewer}</source>
        <translation>{why} {tied} empataron a {points}; el empate lo gana quien tiene más logros: {winners} tiene {n}, frente a {others}.{fewer}</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Fin de la partida</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Equipo</translation>
    </message>
    <message>
        <source>Achievements</source>
        <translation>Logros</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Puntuación</translation>
    </message>
    <message>
        <source>Team {team}</source>
        <translation>Equipo {team}</translation>
    </message>
    <message>
        <source>Team {team}: {players}</source>
        <translation>Equipo {team}: {players}</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Nueva partida</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Cerrar</translation>
    </message>
    <message>
        <source>Pass the screen to {name}.</source>
        <translation>Pasa la pantalla a {name}.</translation>
    </message>
    <message>
        <source>Everyone else, please look away.</source>
        <translation>Que los demás no miren, por favor.</translation>
    </message>
    <message>
        <source>I am {name}: show my cards</source>
        <translation>Soy {name}: muéstrame mis cartas</translation>
    </message>
    <message>
        <source>Hand over to {name}</source>
        <translation>Pasar a {name}</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Continuar</translation>
    </message>
    <message>
        <source>you chose {card} to meld first; {name} chooses next</source>
        <translation>elegiste fundir primero {card}; ahora elige {name}</translation>
    </message>
    <message>
        <source>the first melds are on the table; {name} plays first</source>
        <translation>las primeras cartas fundidas ya están en la mesa; empieza {name}</translation>
    </message>
    <message>
        <source>back to {name}&apos;s turn</source>
        <translation>vuelve el turno de {name}</translation>
    </message>
    <message>
        <source>your turn is over</source>
        <translation>tu turno ha terminado</translation>
    </message>
    <message>
        <source>{name}&apos;s turn is over; {next} plays next</source>
        <translation>el turno de {name} ha terminado; ahora juega {next}</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Terminar turno</translation>
    </message>
    <message>
        <source>{name} answers next</source>
        <translation>ahora responde {name}</translation>
    </message>
    <message>
        <source>{name} (computer) answers next</source>
        <translation>ahora responde {name} (ordenador)</translation>
    </message>
    <message>
        <source>&lt;b&gt;{name}&lt;/b&gt;: {what}. Look at the result, then &lt;b&gt;{button}&lt;/b&gt; (Enter) — or Undo (Ctrl+Z).</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt;: {what}. Mira el resultado y pulsa &lt;b&gt;{button}&lt;/b&gt; (Intro) — o Deshacer (Ctrl+Z).</translation>
    </message>
    <message>
        <source>&lt;b&gt;{name}&lt;/b&gt;: {what}. Look at the result, then &lt;b&gt;{button}&lt;/b&gt; (Enter).</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt;: {what}. Mira el resultado y pulsa &lt;b&gt;{button}&lt;/b&gt; (Intro).</translation>
    </message>
    <message>
        <source>&amp;{button} (Enter)</source>
        <translation>&amp;{button} (Intro)</translation>
    </message>
    <message>
        <source>Your answers become final and the next seat is asked.</source>
        <translation>Tus respuestas pasan a ser definitivas y se pregunta al siguiente asiento.</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <source>System language ({language})</source>
        <translation>Idioma del sistema ({language})</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Idioma:</translation>
    </message>
    <message>
        <source>The language could not be saved: {error}</source>
        <translation>No se pudo guardar el idioma: {error}</translation>
    </message>
    <message>
        <source>Hint: thinking…</source>
        <translation>Pista: pensando…</translation>
    </message>
    <message>
        <source>&lt;b&gt;Hint:&lt;/b&gt; {hint}</source>
        <translation>&lt;b&gt;Pista:&lt;/b&gt; {hint}</translation>
    </message>
    <message>
        <source>not splayed</source>
        <translation>sin desplegar</translation>
    </message>
    <message>
        <source>splayed left (shows the bottom-right icon of each covered card)</source>
        <translation>desplegada a la izquierda (muestra el icono inferior derecho de cada carta cubierta)</translation>
    </message>
    <message>
        <source>splayed right (shows the two left icons of each covered card)</source>
        <translation>desplegada a la derecha (muestra los dos iconos de la izquierda de cada carta cubierta)</translation>
    </message>
    <message>
        <source>splayed up (shows the three bottom icons of each covered card)</source>
        <translation>desplegada hacia arriba (muestra los tres iconos inferiores de cada carta cubierta)</translation>
    </message>
    <message>
        <source>splayed aslant (shows all four icons of each covered card)</source>
        <translation>desplegada en diagonal (aslant: muestra los cuatro iconos de cada carta cubierta)</translation>
    </message>
    <message>
        <source>splayed left</source>
        <translation>desplegada a la izquierda</translation>
    </message>
    <message>
        <source>splayed right</source>
        <translation>desplegada a la derecha</translation>
    </message>
    <message>
        <source>splayed up</source>
        <translation>desplegada hacia arriba</translation>
    </message>
    <message>
        <source>splayed aslant</source>
        <translation>desplegada en diagonal</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>azul</translation>
    </message>
    <message>
        <source>red</source>
        <translation>roja</translation>
    </message>
    <message>
        <source>green</source>
        <translation>verde</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>amarilla</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>morada</translation>
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
        <source>hexagon</source>
        <translation>hexágono</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>avatar</source>
        <translation>avatar</translation>
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
        <source>bonus</source>
        <translation>bonificación</translation>
    </message>
    <message>
        <source>Top left</source>
        <translation>Arriba a la izquierda</translation>
    </message>
    <message>
        <source>Top middle</source>
        <translation>Arriba en el centro</translation>
    </message>
    <message>
        <source>Top right</source>
        <translation>Arriba a la derecha</translation>
    </message>
    <message>
        <source>Bottom left</source>
        <translation>Abajo a la izquierda</translation>
    </message>
    <message>
        <source>Bottom middle</source>
        <translation>Abajo en el centro</translation>
    </message>
    <message>
        <source>Bottom right</source>
        <translation>Abajo a la derecha</translation>
    </message>
    <message>
        <source>{card} (relic, value {age}): counts as one achievement. Anyone who digs an Artifact of value {age} may steal it.</source>
        <translation>{card} (reliquia, valor {age}): cuenta como un logro. Quien excave un Artefacto de valor {age} puede quitártela.</translation>
    </message>
    <message>
        <source>{special} (special achievement). {condition}</source>
        <translation>{special} (logro especial). {condition}</translation>
    </message>
    <message>
        <source>Standard achievement {age}: take the Achieve action with a score of at least {score} and a top card of value {age} or more.</source>
        <translation>Logro estándar {age}: usa la acción Conseguir con una puntuación de al menos {score} y una carta superior de valor {age} o más.</translation>
    </message>
    <message>
        <source>flag ({card})</source>
        <translation>bandera ({card})</translation>
    </message>
    <message>
        <source>fountain ({card})</source>
        <translation>fuente ({card})</translation>
    </message>
    <message>
        <source>Fountain on {card} ({color}): counts as an achievement while it shows.</source>
        <translation>Fuente en {card} ({color}): cuenta como logro mientras se vea.</translation>
    </message>
    <message>
        <source>Flag on {card} ({color}): counts as an achievement: {name} shows {n} {color} card(s) and no opponent shows more.</source>
        <translation>Bandera en {card} ({color}): cuenta como logro: {name} muestra {n} carta(s) en su pila {color} y ningún oponente muestra más.</translation>
    </message>
    <message>
        <source>{name} shows {n}</source>
        <translation>{name} muestra {n}</translation>
    </message>
    <message>
        <source>Flag on {card} ({color}): does not count now: {name} shows {n} {color} card(s), {rivals}.</source>
        <translation>Bandera en {card} ({color}): ahora no cuenta: {name} muestra {n} carta(s) en su pila {color}, {rivals}.</translation>
    </message>
    <message>
        <source>{total} achievement(s) in all: {held} held + {n} flag(s) and fountain(s).</source>
        <translation>{total} logro(s) en total: {held} conseguido(s) + {n} bandera(s) y fuente(s).</translation>
    </message>
    <message>
        <source>{name} tucks {pay} from hand to pay (value {limit} or less).</source>
        <translation>{name} archiva {pay} de su mano para pagar (valor {limit} o menos).</translation>
    </message>
    <message>
        <source>{name} tucks one card from hand to pay, of value {limit} or less: {cards} (asked next).</source>
        <translation>{name} archiva una carta de su mano para pagar, de valor {limit} o menos: {cards} (se pregunta después).</translation>
    </message>
    <message>
        <source>{name} tucks a card from hand of value {limit} or less to pay ({n} may).</source>
        <translation>{name} archiva una carta de su mano de valor {limit} o menos para pagar (pueden {n}).</translation>
    </message>
    <message>
        <source>Endorse {card}:</source>
        <translation>Respaldar {card}:</translation>
    </message>
    <message>
        <source>{card} has no dogma effects; the echo effects of {cards} run: {names} share(s) them once, then {name} carries out each twice.</source>
        <translation>{card} no tiene efectos de dogma; se ejecutan los efectos de eco de {cards}: {names} los comparte(n) una vez y después {name} ejecuta cada uno dos veces.</translation>
    </message>
    <message>
        <source>{card} has no dogma effects; {name} carries out the echo effects of {cards} twice each.</source>
        <translation>{card} no tiene efectos de dogma; {name} ejecuta dos veces cada efecto de eco de {cards}.</translation>
    </message>
    <message>
        <source>{card} has no dogma effects: nothing runs.</source>
        <translation>{card} no tiene efectos de dogma: no se ejecuta nada.</translation>
    </message>
    <message>
        <source>The demand hits {names} twice.</source>
        <translation>La exigencia afecta dos veces a {names}.</translation>
    </message>
    <message>
        <source>{names} share(s) once; {name} then carries out each non-demand effect twice.</source>
        <translation>{names} comparte(n) una vez; después {name} ejecuta dos veces cada efecto sin exigencia.</translation>
    </message>
    <message>
        <source>{name} carries out each non-demand effect twice.</source>
        <translation>{name} ejecuta dos veces cada efecto sin exigencia.</translation>
    </message>
    <message>
        <source>Endorse: already taken this turn (once per turn).</source>
        <translation>Respaldar: ya lo has hecho este turno (una vez por turno).</translation>
    </message>
    <message>
        <source>Endorse: you need a city on top of one of your piles.</source>
        <translation>Respaldar: necesitas una ciudad como carta superior de una de tus pilas.</translation>
    </message>
    <message>
        <source>Endorse: none of your top cards has a featured icon that one of your top cities shows.</source>
        <translation>Respaldar: ninguna de tus cartas superiores tiene un icono destacado que muestre una de tus ciudades superiores.</translation>
    </message>
    <message>
        <source>Endorse: no card in your hand has a value of {limit} or less to pay with.</source>
        <translation>Respaldar: no tienes en la mano ninguna carta de valor {limit} o menos con la que pagar.</translation>
    </message>
    <message>
        <source>{card} (Artifact, age {age}, {color}; featured icon: {icon})</source>
        <translation>{card} (Artefacto, edad {age}, {color}; icono destacado: {icon})</translation>
    </message>
    <message>
        <source>{card} (relic, age {age}, {color}; featured icon: {icon})</source>
        <translation>{card} (reliquia, edad {age}, {color}; icono destacado: {icon})</translation>
    </message>
    <message>
        <source>{card} (city, age {age}, {color}; featured icon: {icon})</source>
        <translation>{card} (ciudad, edad {age}, {color}; icono destacado: {icon})</translation>
    </message>
    <message>
        <source>{card} (age {age}, {color}; featured icon: {icon})</source>
        <translation>{card} (edad {age}, {color}; icono destacado: {icon})</translation>
    </message>
    <message>
        <source>Demand: {effect}</source>
        <translation>Exigencia: {effect}</translation>
    </message>
    <message>
        <source>Compel: {effect}</source>
        <translation>Obligación: {effect}</translation>
    </message>
    <message>
        <source>(Its effects are not implemented yet: its dogma does nothing.)</source>
        <translation>(Sus efectos aún no están programados: su dogma no hace nada.)</translation>
    </message>
    <message>
        <source>bonus {n} (adds to your score while visible: the highest bonus, plus 1 for each other)</source>
        <translation>bonificación {n} (suma a tu puntuación mientras se ve: la bonificación más alta, más 1 por cada una de las demás)</translation>
    </message>
    <message>
        <source>{icon}, a search icon (a Meld action with this city reveals the top {n} cards of base pile {n}: you keep those with a {icon}, the others go back)</source>
        <translation>{icon}, un icono de Búsqueda (una acción de Fundir con esta ciudad revela las {n} cartas superiores del mazo base de {n}: te quedas las que tienen {icon} y las demás se devuelven)</translation>
    </message>
    <message>
        <source>plus (a Meld action with this city draws a {n})</source>
        <translation>signo más (una acción de Fundir con esta ciudad roba un {n})</translation>
    </message>
    <message>
        <source>left arrow (a Meld action with this city splays your {color} pile left)</source>
        <translation>flecha a la izquierda (una acción de Fundir con esta ciudad despliega tu pila {color} a la izquierda)</translation>
    </message>
    <message>
        <source>right arrow (a Meld action with this city splays your {color} pile right)</source>
        <translation>flecha a la derecha (una acción de Fundir con esta ciudad despliega tu pila {color} a la derecha)</translation>
    </message>
    <message>
        <source>up arrow (a Meld action with this city splays your {color} pile up)</source>
        <translation>flecha hacia arriba (una acción de Fundir con esta ciudad despliega tu pila {color} hacia arriba)</translation>
    </message>
    <message>
        <source>flag (while this city is on top, an achievement for you unless an opponent shows more {color} cards than you)</source>
        <translation>bandera (mientras esta ciudad es la carta superior, es un logro para ti salvo que un oponente muestre más cartas que tú en su pila {color})</translation>
    </message>
    <message>
        <source>fountain (an achievement for you while visible on your board)</source>
        <translation>fuente (un logro para ti mientras se vea en tu tablero)</translation>
    </message>
    <message>
        <source>{position}: {icon}</source>
        <translation>{position}: {icon}</translation>
    </message>
    <message>
        <source>{name}&apos;s {color} pile is empty.</source>
        <translation>La pila {color} de {name} está vacía.</translation>
    </message>
    <message>
        <source>{name}&apos;s {color} pile: 1 card, {splay}. Top first: {cards}.</source>
        <translation>Pila {color} de {name}: 1 carta, {splay}. De arriba abajo: {cards}.</translation>
    </message>
    <message>
        <source>{name}&apos;s {color} pile: {n} cards, {splay}. Top first: {cards}.</source>
        <translation>Pila {color} de {name}: {n} cartas, {splay}. De arriba abajo: {cards}.</translation>
    </message>
    <message>
        <source>{n} from the {color} pile (top: {card}, {splay})</source>
        <translation>{n} de la pila {color} (arriba: {card}, {splay})</translation>
    </message>
    <message>
        <source>{n} from the {color} pile (top: {card})</source>
        <translation>{n} de la pila {color} (arriba: {card})</translation>
    </message>
    <message>
        <source>{name} has no {icon} icons visible.</source>
        <translation>{name} no tiene ningún icono de {icon} visible.</translation>
    </message>
    <message>
        <source>{name}: 1 {icon} icon: {parts}.</source>
        <translation>{name}: 1 icono de {icon}: {parts}.</translation>
    </message>
    <message>
        <source>{name}: {n} {icon} icons: {parts}.</source>
        <translation>{name}: {n} iconos de {icon}: {parts}.</translation>
    </message>
    <message>
        <source>Draw: {name} draws a {age}.</source>
        <translation>Robar: {name} roba un {age}.</translation>
    </message>
    <message>
        <source>Draw: nothing left to draw, the game ends by score.</source>
        <translation>Robar: no queda nada que robar, la partida termina por puntuación.</translation>
    </message>
    <message>
        <source>Meld {card}: it goes on top of {name}&apos;s {color} pile.</source>
        <translation>Fundir {card}: va encima de la pila {color} de {name}.</translation>
    </message>
    <message>
        <source>Achieve {age}: {name} takes the {age} achievement.</source>
        <translation>Conseguir {age}: {name} se lleva el logro {age}.</translation>
    </message>
    <message>
        <source>Dogma {card}: it has no featured icon; nobody shares and nobody is hit.</source>
        <translation>Dogma {card}: no tiene icono destacado; nadie comparte y la exigencia no afecta a nadie.</translation>
    </message>
    <message>
        <source>Dogma {card} (featured icon {icon}, {name} has {n}).</source>
        <translation>Dogma {card} (icono destacado: {icon}; {name} tiene {n}).</translation>
    </message>
    <message>
        <source>It is a top card across the table: {name} first returns a card from hand to use it.</source>
        <translation>Es una carta superior del jugador de enfrente: {name} devuelve antes una carta de su mano para usarla.</translation>
    </message>
    <message>
        <source>It will have no effect: this card&apos;s effects are not implemented yet.</source>
        <translation>No tendrá efecto: los efectos de esta carta aún no están programados.</translation>
    </message>
    <message>
        <source>First the echo effect of {cards} runs, shared with {names}.</source>
        <translation>Primero se ejecuta el efecto de eco de {cards}, compartido con {names}.</translation>
    </message>
    <message>
        <source>First the echo effects of {cards} run, in this order, shared with {names}.</source>
        <translation>Primero se ejecutan los efectos de eco de {cards}, en este orden, compartidos con {names}.</translation>
    </message>
    <message>
        <source>First the echo effect of {cards} runs, not shared.</source>
        <translation>Primero se ejecuta el efecto de eco de {cards}, sin compartir.</translation>
    </message>
    <message>
        <source>First the echo effects of {cards} run, in this order, not shared.</source>
        <translation>Primero se ejecutan los efectos de eco de {cards}, en este orden, sin compartir.</translation>
    </message>
    <message>
        <source>It will have no effect: {card} has no dogma effects.</source>
        <translation>No tendrá efecto: {card} no tiene efectos de dogma.</translation>
    </message>
    <message>
        <source>Demand hits: {names}.</source>
        <translation>La exigencia afecta a: {names}.</translation>
    </message>
    <message>
        <source>The demand hits nobody.</source>
        <translation>La exigencia no afecta a nadie.</translation>
    </message>
    <message>
        <source>Compel hits: {names}.</source>
        <translation>La obligación afecta a: {names}.</translation>
    </message>
    <message>
        <source>The compel hits nobody.</source>
        <translation>La obligación no afecta a nadie.</translation>
    </message>
    <message>
        <source>Shared with: {names}.</source>
        <translation>Lo comparten: {names}.</translation>
    </message>
    <message>
        <source>Nobody shares.</source>
        <translation>Nadie comparte.</translation>
    </message>
    <message>
        <source>It will have no effect.</source>
        <translation>No tendrá efecto.</translation>
    </message>
    <message>
        <source>{name}, across the table, shares only by returning a card from hand.</source>
        <translation>{name}, sentado enfrente, solo comparte si devuelve una carta de su mano.</translation>
    </message>
    <message>
        <source>{name}, across the table, has no card in hand to return: {name} does not share.</source>
        <translation>{name}, sentado enfrente, no tiene cartas en la mano para devolver: {name} no comparte.</translation>
    </message>
    <message>
        <source>{name}, across the table, may return a card from hand to ignore the demand.</source>
        <translation>{name}, sentado enfrente, puede devolver una carta de su mano para no cumplir la exigencia.</translation>
    </message>
    <message>
        <source>◀ left</source>
        <translation>◀ izquierda</translation>
    </message>
    <message>
        <source>right ▶</source>
        <translation>derecha ▶</translation>
    </message>
    <message>
        <source>▲ up</source>
        <translation>▲ arriba</translation>
    </message>
    <message>
        <source>◥ aslant</source>
        <translation>◥ en diagonal</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Azul</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rojo</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Verde</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Amarillo</translation>
    </message>
    <message>
        <source>Purple</source>
        <translation>Morado</translation>
    </message>
    <message>
        <source>{color}: empty</source>
        <translation>{color}: vacía</translation>
    </message>
    <message>
        <source>1 card</source>
        <translation>1 carta</translation>
    </message>
    <message>
        <source>{n} cards</source>
        <translation>{n} cartas</translation>
    </message>
    <message>
        <source>+{n} under</source>
        <translation>+{n} debajo</translation>
    </message>
    <message>
        <source>(empty)</source>
        <translation>(vacía)</translation>
    </message>
    <message>
        <source>{action} Drag it onto your board, or double-click it.</source>
        <translation>{action} Arrástrala a tu tablero o haz doble clic en ella.</translation>
    </message>
    <message>
        <source>{age} (Artifact)</source>
        <translation>{age} (Artefacto)</translation>
    </message>
    <message>
        <source>{age} (Echoes)</source>
        <translation>{age} (Ecos)</translation>
    </message>
    <message>
        <source>{age} (City)</source>
        <translation>{age} (Ciudad)</translation>
    </message>
    <message>
        <source>{name}&apos;s hand: 1 card, age {ages}.</source>
        <translation>Mano de {name}: 1 carta, de edad {ages}.</translation>
    </message>
    <message>
        <source>{name}&apos;s hand: {n} cards, ages {ages}.</source>
        <translation>Mano de {name}: {n} cartas, de edades {ages}.</translation>
    </message>
    <message>
        <source>{name}&apos;s score pile: 1 card, age {ages}.</source>
        <translation>Pila de puntuación de {name}: 1 carta, de edad {ages}.</translation>
    </message>
    <message>
        <source>{name}&apos;s score pile: {n} cards, ages {ages}.</source>
        <translation>Pila de puntuación de {name}: {n} cartas, de edades {ages}.</translation>
    </message>
    <message>
        <source>Promote it (meld it from your forecast): click it and press Done, drag it onto your board, or double-click it.</source>
        <translation>Asciéndela (fúndela desde tu pronóstico): haz clic en ella y pulsa Hecho, arrástrala a tu tablero o haz doble clic en ella.</translation>
    </message>
    <message>
        <source>The Junk: {n} card(s) face down. Nobody may look at them; junked supply piles are skipped by draws, a junked achievement can no longer be claimed.</source>
        <translation>El descarte (Junk): {n} carta(s) boca abajo. Nadie puede mirarlas; los robos saltan los mazos descartados, y un logro descartado ya no se puede conseguir.</translation>
    </message>
    <message>
        <source>Known by their backs: {parts}.</source>
        <translation>Conocidas por el dorso: {parts}.</translation>
    </message>
    <message>
        <source>Special achievements junked: {names}.</source>
        <translation>Logros especiales descartados: {names}.</translation>
    </message>
    <message>
        <source>Supply</source>
        <translation>Mazos</translation>
    </message>
    <message>
        <source>Special achievements</source>
        <translation>Logros especiales</translation>
    </message>
    <message>
        <source>Artifacts</source>
        <translation>Artefactos</translation>
    </message>
    <message>
        <source>Relics</source>
        <translation>Reliquias</translation>
    </message>
    <message>
        <source>Junk</source>
        <translation>Descarte</translation>
    </message>
    <message>
        <source>Echoes</source>
        <translation>Ecos</translation>
    </message>
    <message>
        <source>Cities</source>
        <translation>Ciudades</translation>
    </message>
    <message>
        <source>Cities pile {age}: {n} card(s) left (face down, order hidden). You draw a city, only while your hand holds none, when a Meld action starts a new color on your board or a splay turns a pile in a new direction: from the pile of your draw value; an empty Cities pile gives a base card.</source>
        <translation>Mazo de Ciudades de {age}: quedan {n} carta(s) (boca abajo, en orden oculto). Robas una ciudad, solo mientras tu mano no tiene ninguna, cuando una acción de Fundir empieza un color nuevo en tu tablero o un despliegue cambia una pila a una dirección nueva: del mazo de tu valor de robo; si el mazo de Ciudades está vacío, robas una carta base.</translation>
    </message>
    <message>
        <source>Echoes pile {age}: {n} card(s) left (face down, order hidden). A draw that names no pile takes an Echoes card when your hand holds cards but no Echoes card; an empty Echoes pile gives a base card.</source>
        <translation>Mazo de Ecos de {age}: quedan {n} carta(s) (boca abajo, orden oculto). Un robo que no nombra mazo toma una carta de Ecos cuando tu mano tiene cartas pero ninguna de Ecos; un mazo de Ecos vacío da una carta base.</translation>
    </message>
    <message>
        <source>Artifacts pile {age}: 1 card left (face down, order hidden). A Meld action that covers a card of value {age} digs its top card into your display (if your display is empty and the melded card is not higher, or its hexagon is in the same place); only effects that say so draw from it.</source>
        <translation>Mazo de Artefactos {age}: queda 1 carta (boca abajo, en orden oculto). Una acción Fundir que cubre una carta de valor {age} excava su carta superior a tu exposición (si tu exposición está vacía y la carta fundida no es de valor mayor, o si su hexágono está en el mismo lugar); solo roban de él los efectos que lo indican.</translation>
    </message>
    <message>
        <source>Artifacts pile {age}: {n} cards left (face down, order hidden). A Meld action that covers a card of value {age} digs its top card into your display (if your display is empty and the melded card is not higher, or its hexagon is in the same place); only effects that say so draw from it.</source>
        <translation>Mazo de Artefactos {age}: quedan {n} cartas (boca abajo, en orden oculto). Una acción Fundir que cubre una carta de valor {age} excava su carta superior a tu exposición (si tu exposición está vacía y la carta fundida no es de valor mayor, o si su hexágono está en el mismo lugar); solo roban de él los efectos que lo indican.</translation>
    </message>
    <message>
        <source>Relic in the relic area: digging an Artifact of value {age} seizes it (to your hand if its set is in play, or to your achievements, where it counts as one achievement; it can be stolen the same way).</source>
        <translation>Reliquia en la zona de reliquias: al excavar un Artefacto de valor {age} te la llevas (a tu mano si su juego está en la partida, o a tus logros, donde cuenta como un logro; te la pueden quitar de la misma manera).</translation>
    </message>
    <message>
        <source>Supply pile {age}: 1 card left.</source>
        <translation>Mazo {age}: queda 1 carta.</translation>
    </message>
    <message>
        <source>Supply pile {age}: {n} cards left.</source>
        <translation>Mazo {age}: quedan {n} cartas.</translation>
    </message>
    <message>
        <source>{pile} {action} Click (or press D) to draw.</source>
        <translation>{pile} {action} Haz clic (o pulsa D) para robar.</translation>
    </message>
    <message>
        <source>{achievement} You can achieve it now: click it.</source>
        <translation>{achievement} Puedes conseguirlo ahora: haz clic en él.</translation>
    </message>
    <message>
        <source>▶ 1 action left</source>
        <translation>▶ queda 1 acción</translation>
    </message>
    <message>
        <source>▶ {n} actions left</source>
        <translation>▶ quedan {n} acciones</translation>
    </message>
    <message>
        <source>▶ first of two actions</source>
        <translation>▶ primera de dos acciones</translation>
    </message>
    <message>
        <source>▶ last action</source>
        <translation>▶ última acción</translation>
    </message>
    <message>
        <source>setup: choosing</source>
        <translation>preparación: eligiendo</translation>
    </message>
    <message>
        <source>• deciding</source>
        <translation>• decidiendo</translation>
    </message>
    <message>
        <source>setup</source>
        <translation>preparación</translation>
    </message>
    <message>
        <source>Team {team} with {partner}</source>
        <translation>Equipo {team} con {partner}</translation>
    </message>
    <message>
        <source>Team score &lt;b&gt;{score}&lt;/b&gt; • team achievements &lt;b&gt;{n}&lt;/b&gt;/{target}</source>
        <translation>Puntuación del equipo &lt;b&gt;{score}&lt;/b&gt; • logros del equipo &lt;b&gt;{n}&lt;/b&gt;/{target}</translation>
    </message>
    <message>
        <source>Score &lt;b&gt;{score}&lt;/b&gt; (1 card) • hand &lt;b&gt;{hand}&lt;/b&gt;</source>
        <translation>Puntuación &lt;b&gt;{score}&lt;/b&gt; (1 carta) • mano &lt;b&gt;{hand}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Score &lt;b&gt;{score}&lt;/b&gt; ({n} cards) • hand &lt;b&gt;{hand}&lt;/b&gt;</source>
        <translation>Puntuación &lt;b&gt;{score}&lt;/b&gt; ({n} cartas) • mano &lt;b&gt;{hand}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Score {points}: {pile} in the score pile + {bonus} bonus points (the highest visible bonus, plus 1 for each other).</source>
        <translation>Puntuación {points}: {pile} en la pila de puntuación + {bonus} puntos de bonificación (la bonificación visible más alta, más 1 por cada otra).</translation>
    </message>
    <message>
        <source>Achievements {goal}: {names}</source>
        <translation>Logros {goal}: {names}</translation>
    </message>
    <message>
        <source>No achievements yet; {target} win.</source>
        <translation>Aún no hay logros; con {target} se gana.</translation>
    </message>
    <message>
        <source>Display: holds at most one Artifact, face up. It is neither on the board nor in the hand, adds no icons and no effect can take it. A Meld action that covers a card of the same or a higher value (or whose hexagon lies in the same place) digs an Artifact into an empty display.</source>
        <translation>Exposición: guarda como mucho un Artefacto, boca arriba. No está en el tablero ni en la mano, no aporta iconos y ningún efecto puede llevársela. Una acción Fundir que cubre una carta de valor igual o mayor (o cuyo hexágono está en el mismo lugar) excava un Artefacto a una exposición vacía.</translation>
    </message>
    <message>
        <source>Display</source>
        <translation>Exposición</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vacía</translation>
    </message>
    <message>
        <source>{name}&apos;s display is empty.</source>
        <translation>La exposición de {name} está vacía.</translation>
    </message>
    <message>
        <source>In {name}&apos;s display. {rule} Click it to dogma it as a free action, return it, or leave it.</source>
        <translation>En la exposición de {name}. {rule} Haz clic para activar su dogma como acción gratuita, devolverla o dejarla.</translation>
    </message>
    <message>
        <source>In {name}&apos;s display. {rule} Double-click it to meld it (a Meld action: it may dig).</source>
        <translation>En la exposición de {name}. {rule} Haz doble clic para fundirla (una acción Fundir: puede excavar).</translation>
    </message>
    <message>
        <source>In {name}&apos;s display. {rule}</source>
        <translation>En la exposición de {name}. {rule}</translation>
    </message>
    <message>
        <source>{name}&apos;s search reveals {n} card(s) of the {age} pile; kept: {kept}. The others go back.</source>
        <translation>La búsqueda de {name} revela {n} carta(s) del mazo de {age}; se queda: {kept}. Las demás se devuelven.</translation>
    </message>
    <message>
        <source>Kept: it shows the searched icon.</source>
        <translation>Se la queda: muestra el icono buscado.</translation>
    </message>
    <message>
        <source>Returned to the bottom of its pile.</source>
        <translation>Se devuelve debajo de su mazo.</translation>
    </message>
    <message>
        <source>score {points} (pile {pile} + bonuses {bonus})</source>
        <translation>puntuación {points} (pila {pile} + bonificaciones {bonus})</translation>
    </message>
    <message>
        <source>Put all {n} cards in order first ({so_far}).</source>
        <translation>Primero pon en orden las {n} cartas ({so_far}).</translation>
    </message>
    <message>
        <source>{some} or {last}</source>
        <translation>{some} o {last}</translation>
    </message>
    <message>
        <source>Choose {n} colors first ({so_far}).</source>
        <translation>Primero elige {n} colores ({so_far}).</translation>
    </message>
    <message>
        <source>Choose {n} cards first ({so_far}).</source>
        <translation>Primero elige {n} cartas ({so_far}).</translation>
    </message>
    <message>
        <source>Choose 1 color first ({so_far}).</source>
        <translation>Primero elige 1 color ({so_far}).</translation>
    </message>
    <message>
        <source>Choose 1 card first ({so_far}).</source>
        <translation>Primero elige 1 carta ({so_far}).</translation>
    </message>
    <message>
        <source>Choose at least 1 color first ({so_far}).</source>
        <translation>Primero elige al menos 1 color ({so_far}).</translation>
    </message>
    <message>
        <source>Choose at least 1 card first ({so_far}).</source>
        <translation>Primero elige al menos 1 carta ({so_far}).</translation>
    </message>
    <message>
        <source>Choose at least {n} colors first ({so_far}).</source>
        <translation>Primero elige al menos {n} colores ({so_far}).</translation>
    </message>
    <message>
        <source>Choose at least {n} cards first ({so_far}).</source>
        <translation>Primero elige al menos {n} cartas ({so_far}).</translation>
    </message>
    <message>
        <source>Choose at most 1 color first ({so_far}).</source>
        <translation>Primero elige como mucho 1 color ({so_far}).</translation>
    </message>
    <message>
        <source>Choose at most 1 card first ({so_far}).</source>
        <translation>Primero elige como mucho 1 carta ({so_far}).</translation>
    </message>
    <message>
        <source>Choose at most {n} colors first ({so_far}).</source>
        <translation>Primero elige como mucho {n} colores ({so_far}).</translation>
    </message>
    <message>
        <source>Choose at most {n} cards first ({so_far}).</source>
        <translation>Primero elige como mucho {n} cartas ({so_far}).</translation>
    </message>
    <message>
        <source>none chosen yet</source>
        <translation>aún no has elegido nada</translation>
    </message>
    <message>
        <source>{chosen} chosen</source>
        <translation>llevas {chosen}</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>Take back your last action (until a card was drawn or revealed). Ctrl+Z</source>
        <translation>Deshaz tu última acción (mientras no se haya robado ni revelado ninguna carta). Ctrl+Z</translation>
    </message>
    <message>
        <source>Hin&amp;t</source>
        <translation>Pis&amp;ta</translation>
    </message>
    <message>
        <source>Ask the strong computer player what it would do here. H</source>
        <translation>Pregunta al jugador fuerte del ordenador qué haría aquí. H</translation>
    </message>
    <message>
        <source>Key {digit}.</source>
        <translation>Tecla {digit}.</translation>
    </message>
    <message>
        <source>No game yet</source>
        <translation>Aún no hay partida</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Mano</translation>
    </message>
    <message>
        <source>Score pile</source>
        <translation>Pila de puntuación</translation>
    </message>
    <message>
        <source>No game yet: choose &lt;b&gt;Game ▸ New game&lt;/b&gt; (Ctrl+N).</source>
        <translation>Aún no hay partida: elige &lt;b&gt;Juego ▸ Nueva partida&lt;/b&gt; (Ctrl+N).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Game log&lt;/b&gt;</source>
        <translation>&lt;b&gt;Registro de la partida&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Juego</translation>
    </message>
    <message>
        <source>&amp;New game...</source>
        <translation>&amp;Nueva partida...</translation>
    </message>
    <message>
        <source>&amp;Endorse</source>
        <translation>Respa&amp;ldar</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>&amp;Compact opponent piles</source>
        <translation>&amp;Compactar las pilas de los oponentes</translation>
    </message>
    <message>
        <source>Show only the top card of each opponent pile. Not while the opponents&apos; piles are one-line tiles (a small window): they are compact already.</source>
        <translation>Muestra solo la carta superior de cada pila de los oponentes. No mientras sus pilas se vean como fichas de una línea (en una ventana pequeña): ya están compactas.</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Configuración</translation>
    </message>
    <message>
        <source>&amp;Language...</source>
        <translation>&amp;Idioma...</translation>
    </message>
    <message>
        <source>&amp;High-contrast colors</source>
        <translation>Colores de alto &amp;contraste</translation>
    </message>
    <message>
        <source>Draw the five card colors in a palette that colour-blind players tell apart more easily. Each color also has its own shape: blue circle, red square, green diamond, yellow triangle, purple pentagon.</source>
        <translation>Dibuja los cinco colores de las cartas con una paleta que los jugadores daltónicos distinguen mejor. Cada color tiene además su forma: azul un círculo, rojo un cuadrado, verde un rombo, amarillo un triángulo, morado un pentágono.</translation>
    </message>
    <message>
        <source>Endorse: not your action now.</source>
        <translation>Respaldar: ahora no es tu acción.</translation>
    </message>
    <message>
        <source>Setup: each player secretly chooses one of their two cards to meld first.</source>
        <translation>Preparación: cada jugador elige en secreto cuál de sus dos cartas funde primero.</translation>
    </message>
    <message>
        <source>Turn {turn}: {name} to play (1 action left).</source>
        <translation>Turno {turn}: juega {name} (queda 1 acción).</translation>
    </message>
    <message>
        <source>Turn {turn}: {name} to play ({n} actions left).</source>
        <translation>Turno {turn}: juega {name} (quedan {n} acciones).</translation>
    </message>
    <message>
        <source>, team {team} with {partner}</source>
        <translation>, equipo {team} con {partner}</translation>
    </message>
    <message>
        <source>Your forecast ({n})</source>
        <translation>Tu pronóstico ({n})</translation>
    </message>
    <message>
        <source>{name}&apos;s forecast ({n})</source>
        <translation>Pronóstico de {name} ({n})</translation>
    </message>
    <message>
        <source>Forecast ({n})</source>
        <translation>Pronóstico ({n})</translation>
    </message>
    <message>
        <source>{name}&apos;s forecast: no cards.</source>
        <translation>Pronóstico de {name}: ninguna carta.</translation>
    </message>
    <message>
        <source>{name}&apos;s forecast: 1 card, age {ages} (face down).</source>
        <translation>Pronóstico de {name}: 1 carta, de edad {ages} (boca abajo).</translation>
    </message>
    <message>
        <source>{name}&apos;s forecast: {n} cards, ages {ages} (face down).</source>
        <translation>Pronóstico de {name}: {n} cartas, de edades {ages} (boca abajo).</translation>
    </message>
    <message>
        <source>{name}&apos;s forecast: 1 card.</source>
        <translation>Pronóstico de {name}: 1 carta.</translation>
    </message>
    <message>
        <source>{name}&apos;s forecast: {n} cards.</source>
        <translation>Pronóstico de {name}: {n} cartas.</translation>
    </message>
    <message>
        <source>Your forecast: no cards.</source>
        <translation>Tu pronóstico: ninguna carta.</translation>
    </message>
    <message>
        <source>Your forecast: 1 card.</source>
        <translation>Tu pronóstico: 1 carta.</translation>
    </message>
    <message>
        <source>Your forecast: {n} cards.</source>
        <translation>Tu pronóstico: {n} cartas.</translation>
    </message>
    <message>
        <source>Only you see these cards. After a Meld action you may promote one of value at most the melded card&apos;s: it is melded, and you may then use its dogma for free.</source>
        <translation>Solo tú ves estas cartas. Tras una acción de Fundir puedes ascender una de valor igual o menor que la carta fundida: se funde, y luego puedes activar su dogma gratis.</translation>
    </message>
    <message>
        <source>Your board ({name}{team})  —  drag a card from your hand here to meld it; click a top card for its dogma</source>
        <translation>Tu tablero ({name}{team})  —  arrastra aquí una carta de tu mano para fundirla; haz clic en una carta superior para su dogma</translation>
    </message>
    <message>
        <source>Your board ({name}{team})</source>
        <translation>Tu tablero ({name}{team})</translation>
    </message>
    <message>
        <source>{name}&apos;s board{team}</source>
        <translation>Tablero de {name}{team}</translation>
    </message>
    <message>
        <source>Your hand ({n})</source>
        <translation>Tu mano ({n})</translation>
    </message>
    <message>
        <source>{name}&apos;s hand ({n})</source>
        <translation>Mano de {name} ({n})</translation>
    </message>
    <message>
        <source>Score pile: 1 point</source>
        <translation>Pila de puntuación: 1 punto</translation>
    </message>
    <message>
        <source>Score pile: {n} points</source>
        <translation>Pila de puntuación: {n} puntos</translation>
    </message>
    <message>
        <source>score {score}  •  ★ {n}</source>
        <translation>puntos {score}  •  ★ {n}</translation>
    </message>
    <message>
        <source>score {score}  •  ★ {n}/{target}</source>
        <translation>puntos {score}  •  ★ {n}/{target}</translation>
    </message>
    <message>
        <source>1 point in the score pile</source>
        <translation>1 punto en la pila de puntuación</translation>
    </message>
    <message>
        <source>{n} points in the score pile</source>
        <translation>{n} puntos en la pila de puntuación</translation>
    </message>
    <message>
        <source>{points}; {achieved} (★); {target} win for a team.</source>
        <translation>{points}; {achieved} (★); un equipo gana con {target}.</translation>
    </message>
    <message>
        <source>{points}; {achieved} (★); {target} win.</source>
        <translation>{points}; {achieved} (★); se gana con {target}.</translation>
    </message>
    <message>
        <source>{name} (partner)</source>
        <translation>{name} (compañero)</translation>
    </message>
    <message>
        <source>{name} (opponent)</source>
        <translation>{name} (oponente)</translation>
    </message>
    <message>
        <source>{name}: your partner, team {team}</source>
        <translation>{name}: tu compañero de equipo, equipo {team}</translation>
    </message>
    <message>
        <source>{name}: your opponent, team {team}</source>
        <translation>{name}: tu oponente, equipo {team}</translation>
    </message>
    <message>
        <source>D&amp;ogma ▾</source>
        <translation>Do&amp;gma ▾</translation>
    </message>
    <message>
        <source>&lt;b&gt;The game is over.&lt;/b&gt;</source>
        <translation>&lt;b&gt;La partida ha terminado.&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Waiting for {name}, who is disconnected.</source>
        <translation>Esperando a {name}, que está desconectado.</translation>
    </message>
    <message>
        <source>Waiting for {name}.</source>
        <translation>Esperando a {name}.</translation>
    </message>
    <message>
        <source>{name} (computer) is thinking…</source>
        <translation>{name} (ordenador) está pensando…</translation>
    </message>
    <message>
        <source>{name}: your turn — choose an action (1 left).</source>
        <translation>{name}: tu turno — elige una acción (queda 1).</translation>
    </message>
    <message>
        <source>{name}: your turn — choose an action ({n} left).</source>
        <translation>{name}: tu turno — elige una acción (quedan {n}).</translation>
    </message>
    <message>
        <source>{least} to {most}</source>
        <translation>de {least} a {most}</translation>
    </message>
    <message>
        <source> — choose {n}, {chosen} chosen</source>
        <translation> — elige {n}; llevas {chosen}</translation>
    </message>
    <message>
        <source> — click the cards in their new order, top first ({chosen}/{n})</source>
        <translation> — haz clic en las cartas en su nuevo orden, empezando por la de arriba ({chosen}/{n})</translation>
    </message>
    <message>
        <source>{name}: {prompt}</source>
        <translation>{name}: {prompt}</translation>
    </message>
    <message>
        <source>Endorse (E), once per turn: tuck a card from your hand to carry out a top card&apos;s dogma with your own effects twice and each demand twice.</source>
        <translation>Respaldar (E), una vez por turno: archiva una carta de tu mano para ejecutar el dogma de una carta superior con tus propios efectos dos veces y cada exigencia dos veces.</translation>
    </message>
    <message>
        <source>Endorse: not possible now.</source>
        <translation>Respaldar: ahora no es posible.</translation>
    </message>
    <message>
        <source>&amp;Endorse ▾</source>
        <translation>Respa&amp;ldar ▾</translation>
    </message>
    <message>
        <source>&amp;Draw a {age}</source>
        <translation>&amp;Robar un {age}</translation>
    </message>
    <message>
        <source>&amp;Meld ▾</source>
        <translation>&amp;Fundir ▾</translation>
    </message>
    <message>
        <source>{card} (from your display)</source>
        <translation>{card} (de tu exposición)</translation>
    </message>
    <message>
        <source>&amp;Achieve ▾</source>
        <translation>Co&amp;nseguir ▾</translation>
    </message>
    <message>
        <source>Achievement {age}</source>
        <translation>Logro {age}</translation>
    </message>
    <message>
        <source>A face-down card: {card}.</source>
        <translation>Una carta boca abajo: {card}.</translation>
    </message>
    <message>
        <source>Done (Enter)</source>
        <translation>Hecho (Intro)</translation>
    </message>
    <message>
        <source>&amp;None</source>
        <translation>&amp;Ninguna</translation>
    </message>
    <message>
        <source>Choose no card.</source>
        <translation>No elegir ninguna carta.</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Sí</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;No</translation>
    </message>
    <message>
        <source>Option {n}</source>
        <translation>Opción {n}</translation>
    </message>
    <message>
        <source>&amp;Pass</source>
        <translation>&amp;Pasar</translation>
    </message>
    <message>
        <source>Decline.</source>
        <translation>Rehusar.</translation>
    </message>
    <message>
        <source>a {age} in {name}&apos;s hand</source>
        <translation>un {age} en la mano de {name}</translation>
    </message>
    <message>
        <source>a {age} in {name}&apos;s score pile</source>
        <translation>un {age} en la pila de puntuación de {name}</translation>
    </message>
    <message>
        <source>a {age} in {name}&apos;s forecast</source>
        <translation>un {age} en el pronóstico de {name}</translation>
    </message>
    <message>
        <source>a {age} in the supply</source>
        <translation>un {age} en los mazos</translation>
    </message>
    <message>
        <source>a {age} in the achievements</source>
        <translation>un {age} en los logros</translation>
    </message>
</context>
</TS>
