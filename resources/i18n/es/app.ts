<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
    <context>
        <name>CardBrowser</name>
        <message>
            <source>Blue</source>
            <extracomment>The six basic icons (the hexagon image and a blank position are no filters). Labels of the filters' choices (marked for translation; shown through :func:`tr`).</extracomment>
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
            <source>Crown</source>
            <translation>Corona</translation>
        </message>
        <message>
            <source>Leaf</source>
            <translation>Hoja</translation>
        </message>
        <message>
            <source>Lightbulb</source>
            <translation>Bombilla</translation>
        </message>
        <message>
            <source>Castle</source>
            <translation>Castillo</translation>
        </message>
        <message>
            <source>Factory</source>
            <translation>Fábrica</translation>
        </message>
        <message>
            <source>Clock</source>
            <translation>Reloj</translation>
        </message>
        <message>
            <source>Base game</source>
            <translation>Juego base</translation>
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
            <source>Cards — Innovation</source>
            <translation>Cartas — Innovation</translation>
        </message>
        <message>
            <source>Search titles and effects</source>
            <translation>Buscar en títulos y efectos</translation>
        </message>
        <message>
            <source>Search</source>
            <translation>Buscar</translation>
        </message>
        <message>
            <source>All ages</source>
            <translation>Todas las edades</translation>
        </message>
        <message>
            <source>Age {age}</source>
            <translation>Edad {age}</translation>
        </message>
        <message>
            <source>All colors</source>
            <translation>Todos los colores</translation>
        </message>
        <message>
            <source>Any icon</source>
            <translation>Cualquier icono</translation>
        </message>
        <message>
            <source>All sets</source>
            <translation>Todos los juegos</translation>
        </message>
        <message>
            <source>Cards</source>
            <translation>Cartas</translation>
        </message>
        <message>
            <source>{shown} of {total} cards</source>
            <translation>{shown} de {total} cartas</translation>
        </message>
    </context>
    <context>
        <name>Help</name>
        <message>
            <source>Version {version}</source>
            <extracomment>The sizes of the icon's PNGs (``packaging/make_icons.py`` writes them).</extracomment>
            <translation>Versión {version}</translation>
        </message>
        <message>
            <source>Innovation is a card game designed by Carl Chudyk. This program is an unofficial adaptation of its rules for the desktop; the rules and card texts in it are written in its own words, and the card faces are drawn by the program.</source>
            <translation>Innovation es un juego de cartas diseñado por Carl Chudyk. Este programa es una adaptación no oficial de sus reglas para el escritorio: las reglas y los textos de las cartas están escritos con palabras propias, y el propio programa dibuja las cartas.</translation>
        </message>
        <message>
            <source>Cards: {count}. Rules: the last edition (Deluxe), or the first.</source>
            <translation>Cartas: {count}. Reglas: la última edición (Deluxe) o la primera.</translation>
        </message>
        <message>
            <source>Licence: MIT (see the LICENSE file). Copyright the Innovation Desktop contributors.</source>
            <translation>Licencia: MIT (ver el archivo LICENSE). Copyright de los colaboradores de Innovation Desktop.</translation>
        </message>
        <message>
            <source>Innovation Desktop</source>
            <translation>Innovation Desktop</translation>
        </message>
        <message>
            <source>About Innovation Desktop</source>
            <translation>Acerca de Innovation Desktop</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>A&amp;yuda</translation>
        </message>
        <message>
            <source>&amp;Rules</source>
            <translation>&amp;Reglas</translation>
        </message>
        <message>
            <source>&amp;Cards</source>
            <translation>&amp;Cartas</translation>
        </message>
        <message>
            <source>&amp;About Innovation Desktop</source>
            <translation>&amp;Acerca de Innovation Desktop</translation>
        </message>
        <message>
            <source>Right-click a card, or click its name in the log, to see it in Help &gt; Cards.</source>
            <translation>Haz clic derecho en una carta, o clic en su nombre en el registro, para verla en Ayuda &gt; Cartas.</translation>
        </message>
    </context>
    <context>
        <name>ReplayViewer</name>
        <message>
            <source>achievements</source>
            <translation>logros</translation>
        </message>
        <message>
            <source>score</source>
            <translation>puntuación</translation>
        </message>
        <message>
            <source>a dogma</source>
            <translation>un dogma</translation>
        </message>
        <message>
            <source>{names} and {last}</source>
            <translation>{names} y {last}</translation>
        </message>
        <message>
            <source>{count} card</source>
            <translation>{count} carta</translation>
        </message>
        <message>
            <source>{count} cards</source>
            <translation>{count} cartas</translation>
        </message>
        <message>
            <source>nobody won ({reason})</source>
            <translation>no ganó nadie ({reason})</translation>
        </message>
        <message>
            <source>{names} won ({reason})</source>
            <translation>ganó {names} ({reason})</translation>
        </message>
        <message>
            <source>{name} (to play): score {score}, achievements {count}/{target}</source>
            <translation>{name} (le toca): puntuación {score}, logros {count}/{target}</translation>
        </message>
        <message>
            <source>{name}: score {score}, achievements {count}/{target}</source>
            <translation>{name}: puntuación {score}, logros {count}/{target}</translation>
        </message>
        <message>
            <source>{color}: {cards} (splayed {direction})</source>
            <translation>{color}: {cards} (desplegada: {direction})</translation>
        </message>
        <message>
            <source>{color}: {cards}</source>
            <translation>{color}: {cards}</translation>
        </message>
        <message>
            <source>Board: {cards}</source>
            <translation>Tablero: {cards}</translation>
        </message>
        <message>
            <source>(empty)</source>
            <translation>(vacío)</translation>
        </message>
        <message>
            <source>Hand: {cards}</source>
            <translation>Mano: {cards}</translation>
        </message>
        <message>
            <source>Score pile: {cards}</source>
            <translation>Pila de puntuación: {cards}</translation>
        </message>
        <message>
            <source>Game over ({reason})</source>
            <translation>Fin de la partida ({reason})</translation>
        </message>
        <message>
            <source>View:</source>
            <extracomment>How "continue from here" opens the new saved game to play: a function path -&gt; table window (the saves UI's ``open_game``); None: not offered. Handed in, so this module and the saves UI do not import each other. The size the viewer opens at when the screen is big enough.</extracomment>
            <translation>Vista:</translation>
        </message>
        <message>
            <source>Everything (review)</source>
            <translation>Todo (revisión)</translation>
        </message>
        <message>
            <source>As {name} saw it</source>
            <translation>Como lo vio {name}</translation>
        </message>
        <message>
            <source>&lt;b&gt;Game log&lt;/b&gt; (click a line to go there)</source>
            <translation>&lt;b&gt;Registro de la partida&lt;/b&gt; (haz clic en una línea para ir allí)</translation>
        </message>
        <message>
            <source>{action} ({key})</source>
            <translation>{action} ({key})</translation>
        </message>
        <message>
            <source>Start of the game</source>
            <translation>Inicio de la partida</translation>
        </message>
        <message>
            <source>◀◀ Turn</source>
            <translation>◀◀ Turno</translation>
        </message>
        <message>
            <source>Back one turn</source>
            <translation>Un turno atrás</translation>
        </message>
        <message>
            <source>Back one answer</source>
            <translation>Una respuesta atrás</translation>
        </message>
        <message>
            <source>Play</source>
            <translation>Reproducir</translation>
        </message>
        <message>
            <source>Play / pause</source>
            <translation>Reproducir / pausa</translation>
        </message>
        <message>
            <source>Forward one answer</source>
            <translation>Una respuesta adelante</translation>
        </message>
        <message>
            <source>Turn ▶▶</source>
            <translation>Turno ▶▶</translation>
        </message>
        <message>
            <source>Forward one turn</source>
            <translation>Un turno adelante</translation>
        </message>
        <message>
            <source>End (the saved moment)</source>
            <translation>Final (el momento guardado)</translation>
        </message>
        <message>
            <source>Speed</source>
            <translation>Velocidad</translation>
        </message>
        <message>
            <source> /s</source>
            <translation> /s</translation>
        </message>
        <message>
            <source>Answers per second when playing</source>
            <translation>Respuestas por segundo al reproducir</translation>
        </message>
        <message>
            <source>Turn</source>
            <translation>Turno</translation>
        </message>
        <message>
            <source>&amp;Replay</source>
            <translation>&amp;Repetición</translation>
        </message>
        <message>
            <source>Export this &amp;position...</source>
            <translation>Exportar esta &amp;posición...</translation>
        </message>
        <message>
            <source>Export the game as &amp;text...</source>
            <translation>Exportar la partida como &amp;texto...</translation>
        </message>
        <message>
            <source>&amp;Continue playing from here (new game)</source>
            <translation>&amp;Seguir jugando desde aquí (partida nueva)</translation>
        </message>
        <message>
            <source>&amp;Close</source>
            <translation>&amp;Cerrar</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>&amp;Salir</translation>
        </message>
        <message>
            <source>Answer {number} of {last}</source>
            <translation>Respuesta {number} de {last}</translation>
        </message>
        <message>
            <source>{name} to answer: {prompt}</source>
            <translation>responde {name}: {prompt}</translation>
        </message>
        <message>
            <source>game over: {result}</source>
            <translation>fin de la partida: {result}</translation>
        </message>
        <message>
            <source>Replay</source>
            <translation>Repetición</translation>
        </message>
        <message>
            <source>&lt;b&gt;Game over:&lt;/b&gt; {result}.</source>
            <translation>&lt;b&gt;Fin de la partida:&lt;/b&gt; {result}.</translation>
        </message>
        <message>
            <source>(the saved moment)</source>
            <translation>(el momento guardado)</translation>
        </message>
        <message>
            <source>Pause</source>
            <translation>Pausa</translation>
        </message>
        <message>
            <source>Export position</source>
            <translation>Exportar posición</translation>
        </message>
        <message>
            <source>Position files (*.json)</source>
            <translation>Archivos de posición (*.json)</translation>
        </message>
        <message>
            <source>Export text record</source>
            <translation>Exportar el registro como texto</translation>
        </message>
        <message>
            <source>Text (*.txt)</source>
            <translation>Texto (*.txt)</translation>
        </message>
        <message>
            <source>Position exported to {path}</source>
            <translation>Posición exportada a {path}</translation>
        </message>
        <message>
            <source>Text record exported to {path}</source>
            <translation>Registro de texto exportado a {path}</translation>
        </message>
        <message>
            <source>A new game from answer {number} of {file}, saved to {path} (the original is untouched)</source>
            <translation>Una partida nueva desde la respuesta {number} de {file}, guardada en {path} (el original no cambia)</translation>
        </message>
        <message>
            <source>A new game from answer {number} of the game, saved to {path}</source>
            <translation>Una partida nueva desde la respuesta {number} de la partida, guardada en {path}</translation>
        </message>
    </context>
    <context>
        <name>RulesWindow</name>
        <message>
            <source>Rules of Innovation</source>
            <extracomment>The size limit of the page (bytes): a damaged or huge file is not read whole.</extracomment>
            <translation>Reglas de Innovation</translation>
        </message>
        <message>
            <source>Sections</source>
            <translation>Secciones</translation>
        </message>
        <message>
            <source>The rules cannot be shown: {error}</source>
            <translation>No se pueden mostrar las reglas: {error}</translation>
        </message>
    </context>
</TS>
