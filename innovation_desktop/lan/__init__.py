"""LAN play in the app's windows (the top layer beside ``library``; may import
``net``, ``sessions``, ``table`` and the helpers):

* :mod:`.dialogs` -- *Host a LAN game* and *Join a LAN game* (discovery on its own thread);
* :mod:`.panel` -- the seats panel (connections, computer stand-ins) and the reconnect prompt;
* :mod:`.menu` -- the Game menu's entries and putting a LAN game in a table window.

The network sessions themselves are in :mod:`innovation_desktop.net.session`.
"""
