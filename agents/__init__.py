"""AutoGen wiring: per-role model clients, role tools, contexts, the clock-driven group chat,
and the checkpointed episode runner (``agents.episode``); ``agents.direct`` plays scripted
turns without AutoGen (the same record)."""
