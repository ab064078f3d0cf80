"""AutoGen wiring: per-role model clients, role tools, contexts, the clock-driven group chat,
and the checkpointed episode runner (``agents.episode``); ``agents.guard`` is the client every
role sits behind (retries, model errors, unsafe answers, usage) and ``agents.hooks`` what it may
do to the run; ``agents.direct`` plays scripted turns without AutoGen (the same record)."""
