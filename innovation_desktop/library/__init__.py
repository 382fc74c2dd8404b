"""The player's saved games in the app: the Open dialog, Save / Save As, autosave,
the resume offer (:mod:`.saves_ui`) and the replay viewer window (:mod:`.replay_viewer`).

These windows open tables (:mod:`innovation_desktop.table`) over sessions
(:mod:`innovation_desktop.sessions`); nothing below imports them.
"""
