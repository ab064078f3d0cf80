"""Playing the shop's turns: today directly with scripted policies (``agents.direct``)."""
