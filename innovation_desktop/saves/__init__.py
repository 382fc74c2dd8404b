"""Saved games and preferences on disk, without Qt: the save file format and its
files (:mod:`.store`), where files live and the preferences (:mod:`.paths`), atomic
writes (:mod:`.atomic`)."""
