"""Reading agents' text into intents and giving counterparts their words.

Today: fenced JSON blocks (``lang.blocks``) and plain English templates
(``lang.english``). Decides nothing.
"""
