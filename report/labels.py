"""How the scripted shops are named wherever a report shows them.

The oracle is a privileged upper bound that reads hidden state (RetailBench), so it is always
shown labelled as such.
"""
from __future__ import annotations

__all__ = ["shop_label", "ORACLE_LABEL"]

ORACLE_LABEL = "oracle (reads hidden state)"


def shop_label(shop: str) -> str:
    """How a scripted shop is named wherever it is shown: the oracle always says it reads hidden state."""
    return ORACLE_LABEL if shop == "oracle" else shop
