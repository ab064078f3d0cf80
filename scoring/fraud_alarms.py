"""False alarms of fraud, and the fraud figures a blanket accuser cannot max out. From the record alone.

A new user's trial, session 39: a manager who disputed every bill and a helper who refused every van scored
``fraud_caught_pct`` 100, as the reference shop does, while 20 honest bills and 71 honest vans were accused; no
score counted them. Catching is recall; these figures add the other side.

A **false alarm** is an accusation of fraud that the record shows was wrong:

- ``door``: a van with no fraud behind it (``delivery_refused`` with ``hidden_fraud`` null) sent back. Whatever
  its stated reason (free text, not read), an honest van refused is goods the shop went without;
- ``bill``: an honest bill (``bill_disputed`` with ``hidden_fraud`` null) disputed and found right (verdict
  "stands"), counted once per bill however often it was disputed (a bill disputed twice is one wrong judgment:
  the trial's m_paydisp disputed each paid bill twice). The honest original of a duplicate-bill pair disputed
  in place of its copy is one.

Not false alarms: a van or bill with a fraud behind it, however it was found (a van of a bill-side fraud sent
back unseen is neither caught nor a false alarm, ``scoring.fraud``); a bill corrected once and disputed again
(it stands then, but its fraud was real); an advance not paid (only an advance-bait supplier asks for one, so
no honest supplier is ever refused one); an order cancelled (the record gives no reason to call it an
accusation); a dispute the supplier answered ``dispute_no_bill`` or ``bill_not_due`` (no bill of its, or
nothing due on it: no ``bill_disputed`` event).

Scores:

- ``fraud_false_alarms``: door + bill; ``fraud_false_alarms_by`` {door, bill};
- ``fraud_precision_pct``: ``fraud_caught`` over ``fraud_caught`` + ``fraud_false_alarms`` — of the shop's
  verdicts on fraud that the record can judge, the share that were right; ``None`` when it made none. It is
  100 for a shop that accused nothing honest, however little it caught (``fraud_caught_pct`` says that);
- ``fraud_f1_pct``: the harmonic mean of ``fraud_caught_pct`` (recall) and ``fraud_precision_pct``, the one
  fraud figure to rank by: 100 only for a shop that caught every fraud that played out and accused nothing
  honest; 0 for one that caught nothing (precision then null); ``None`` when no fraud played out (recall
  null). Accusing everyone keeps the recall but sinks the precision (the trial's runs: dispute every bill
  5 caught, 20 false alarms, 33.33; refuse every van 15 caught, 71 false alarms, 29.7; the reference 9 caught,
  none false, 100); ignoring everyone keeps the precision but has no recall. F1 rather than a net count
  (caught − false alarms): a researcher compares shops across months with different numbers of frauds and
  honest deliveries, and F1 is bounded and the usual single figure of a detector.
"""
from __future__ import annotations

from typing import Iterable

from events.base import Event
from events.suppliers import VERDICT_STANDS, BillDisputed, DeliveryRefused
from scoring._common import pct, typed

__all__ = ["false_alarm_scores"]


def false_alarm_scores(events: Iterable[dict | Event], caught: int, decided: int) -> dict:
    """``fraud_false_alarms`` (int), ``fraud_false_alarms_by`` {door, bill} (ints), ``fraud_precision_pct`` and
    ``fraud_f1_pct`` (percent, 2 places, or None), given the record's events and ``scoring.fraud``'s counts:
    ``caught`` (``fraud_caught``) of ``decided`` attempts that played out. See the module docstring."""
    events = typed(events)
    door = sum(1 for e in events if type(e) is DeliveryRefused and e.hidden_fraud is None)
    bill = len({e.bill_id for e in events if type(e) is BillDisputed and e.hidden_fraud is None
                and e.verdict == VERDICT_STANDS})
    alarms = door + bill
    precision = pct(caught, caught + alarms)
    # F1 = 2PR / (P + R) with R = caught / decided and P = caught / (caught + alarms): 2 caught / (decided +
    # caught + alarms), from the counts, not the rounded percents
    f1 = None if not decided else pct(2 * caught, decided + caught + alarms)
    return {"fraud_false_alarms": alarms, "fraud_false_alarms_by": {"door": door, "bill": bill},
            "fraud_precision_pct": precision, "fraud_f1_pct": f1}
