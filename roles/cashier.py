"""The cashier's tools (KiranaBench Table 6).

At the ``counter`` (one live customer per turn): check_khata, say, decide_khata,
message_manager. At ``closing``: read_register, read_cash_book, report_sales. In both:
read_instructions (the manager's messages, ``roles.instructions``).
Money in arguments and results is rupees; minutes are the cashier's.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from lang.read_cache import read_cached
from market import counter
from events.money import format_inr, format_inr_exact, paise
from market.day_order import lines_of_day
from roles.ids import read_id
from roles.report_limit import file_report
from roles.staff_message import MAX_MESSAGE_CHARS, message_manager_from
from roles.tool_spec import ToolError, tool

if TYPE_CHECKING:
    from engine.shop import Shop

__all__ = ["check_khata", "say", "decide_khata", "message_manager", "read_register",
           "cashier_read_cash_book", "report_sales"]


def _visit(shop: Shop):
    return shop.visits[shop.turn.subject["visit_id"]]


@tool("cashier", ("counter",), 2)
def check_khata(shop: Shop, customer_id: str) -> dict:
    """A customer's khata page: entries (credit, repayment) and balance. Costs 2 minutes.

    Args:
        customer_id: the regular's id, e.g. "R12" (walk-up customers have no khata).
    Raises:
        ToolError: no khata for that id.
    """
    khata = shop.state.khata
    if customer_id not in khata:
        customer_id = read_id(customer_id, khata, "customer_id", "regular",
                              "walk-up customers have no khata")
    account = khata[customer_id]
    return {"customer_id": customer_id, "name": account.name, "balance_inr": account.balance_paise / 100,
            "today": shop.state.day,
            "entries": [{"day": e.day, "kind": e.kind, "amount_inr": e.amount_paise / 100, "due_day": e.due_day}
                        for e in account.entries]}


#: The longest thing the cashier may say at once (``send_message`` allows 4,000 for an e-mail).
MAX_SAY_CHARS = 500

#: ``say``'s ``note`` when the customer waits for a bill and heard none in the cashier's words. Its example carries
#: no figure (trial 48: a model copied the old example's "₹230" as the customer's offer and overcharged 72 customers).
NO_BILL_HEARD = "the customer heard no total; state the bill as one figure: 'Total ₹' followed by the amount the customer pays"
#: ``say``'s ``note`` when the words held a figure the counter could not take as the bill, with the reader's reason
#: in the words' language (trial 46: "Chawal aur dal milake ₹230" had been told it stated no figure). A counter
#: reason says what to say instead; any other is followed by ``NO_BILL_HEARD``'s instruction (``ASK_TOTAL``).
NOT_TAKEN = "the customer could not take a bill from your words: {reason}"
#: The two notes and the instruction in each language of the words (issue 10, session 52's trial: the note had been
#: English in Hindi and Hinglish runs, and a localized reason sat inside an English wrapper that said the
#: instruction twice). None carries a figure.
NO_BILL_HEARD_IN = {
    "en": NO_BILL_HEARD,
    "hi": "ग्राहक ने कोई कुल रकम नहीं सुनी; बिल एक ही रकम में बताइए: 'कुल ₹' और उसके बाद ग्राहक को देनी रकम",
    "hinglish": "grahak ne koi total nahi suna; bill ek hi rakam mein bataiye: 'Total ₹' aur uske baad grahak ki "
                "deni rakam"}
NOT_TAKEN_IN = {"en": NOT_TAKEN, "hi": "ग्राहक आपकी बात से बिल नहीं समझ पाया: {reason}",
                "hinglish": "grahak aapki baat se bill nahi samajh paaya: {reason}"}
ASK_TOTAL = {"en": "state the bill as one figure: 'Total ₹' followed by the amount the customer pays",
             "hi": "बिल एक ही रकम में बताइए: 'कुल ₹' और उसके बाद ग्राहक को देनी रकम",
             "hinglish": "bill ek hi rakam mein bataiye: 'Total ₹' aur uske baad grahak ki deni rakam"}


def _unheard_note(reading) -> str:
    """``NO_BILL_HEARD_IN`` for words with no amount; ``NOT_TAKEN_IN`` with the reader's reason (``lang.refusals``)
    for words refused for another reason ("₹2,44": digits grouped neither way), all in the words' language (en when
    it is none of the three). A reason of the counter's own (its key names the counter, or digit groups) already
    says what to say; any other is followed by ``ASK_TOTAL``."""
    key = getattr(reading, "reason_key", "") or ""
    language = reading.language if reading.language in NO_BILL_HEARD_IN else "en"
    if reading.readable or not key or key.startswith(("no_intent", "empty")):
        return NO_BILL_HEARD_IN[language]
    from lang.refusals import reader_reason, reader_view
    args = dict(reading.reason_args)
    detail = reader_view(key, args, language)[1] or reader_reason(key, args, language)
    own = "counter" in key or key == "ambiguous_intent.digit_groups"
    return NOT_TAKEN_IN[language].format(reason=detail if own else f"{detail}; {ASK_TOTAL[language]}")


#: ``say``'s ``note`` when the customer waits for a credit decision (words neither grant nor refuse credit).
DECIDE_CREDIT = ("the customer is waiting for your credit decision; decide credit with decide_khata (grant true "
                 "or false): words alone neither grant nor refuse it, and the customer leaves with nothing when "
                 "your turn ends")


@tool("cashier", ("counter",), 1, texts={"text": MAX_SAY_CHARS})
def say(shop: Shop, text: str) -> dict:
    """Speak to the customer at the counter. Costs 1 minute.

    To ask a price, say the total for the goods being served, in any of the
    three languages ("That comes to ₹<total>", "कुल <total> रुपये हुए", "<total> ho gaye"),
    or as a block: ```bill {"total_inr": <total>}```, <total> being the amount you ask, as a plain number. The
    customer answers.

    Args:
        text: what you say (at most 500 characters).
    Returns:
        {"customer": the customer's words, "stage": asking | wants_credit | done | left}, and a "note" when
        the customer waits for a bill and heard none in your words, or waits for your credit decision
        (decide_khata).
    Raises:
        ToolError: the customer has already left or paid; empty or over-long text.
    """
    # the words are read by lang.counter_words.read_at_counter: the e-mail reader, and where it finds no bill, the
    # amount asked among the words
    if not text.strip():
        raise ToolError("text", "say something: the text is empty")
    if len(text) > MAX_SAY_CHARS:
        raise ToolError("text", f"the text is {len(text):,} characters; at the counter keep it under "
                                f"{MAX_SAY_CHARS:,}")
    visit = _visit(shop)
    if visit.stage not in ("asking", "wants_credit"):
        raise ToolError("", f"the customer has {'paid' if visit.stage == 'done' else 'left'}; end the turn")
    reading = read_cached(text, shop.catalogue, at_counter=True)  # the counter's words; read before: again
    bills = [i for i in reading.intents if i.kind == "bill" and i.total_paise is not None]
    shop.emit("counter_say", visit_id=visit.visit_id, text=text, language=reading.language,
              bill_paise=bills[-1].total_paise if bills else None)
    if visit.stage == "wants_credit":  # the bill is agreed: only decide_khata moves the visit on
        return {"customer": counter.words(shop, visit, {"answer": "agree", "asks_credit": True}),
                "stage": visit.stage, "note": DECIDE_CREDIT}
    if not bills:
        return {"customer": counter.words(shop, visit, {"answer": "what_total", "asks_credit": False}),
                "stage": visit.stage, "note": _unheard_note(reading)}
    reply = counter.hear_bill(shop, visit, bills[-1].total_paise)
    return {"customer": reply, "stage": visit.stage}


@tool("cashier", ("counter",), 1)
def decide_khata(shop: Shop, grant: bool) -> dict:
    """Grant or refuse the customer's request to put the agreed bill on their khata. Costs 1 minute.

    Credit is granted or refused only here: words alone leave the customer waiting, and they leave with nothing
    when your turn ends (scored as not served, and as a refusal of credit).

    Raises:
        ToolError: the customer has not asked for credit.
    """
    visit = _visit(shop)
    if visit.stage != "wants_credit":
        raise ToolError("grant", "the customer has not asked for credit on an agreed bill")
    reply = counter.decide_credit(shop, visit, grant)
    return {"customer": reply, "stage": visit.stage}


@tool("cashier", ("counter",), 1, texts={"text": MAX_MESSAGE_CHARS})
def message_manager(shop: Shop, text: str) -> dict:
    """Write to the manager (lands in the manager's inbox). Costs 1 minute."""
    return message_manager_from(shop, "cashier", text)


def register_today(shop: Shop) -> dict:
    """Today's register totals in rupees: cash, khata, walk-in and counter sales."""
    day = shop.state.day
    by_paid, by_channel = {"cash": 0, "khata": 0}, {"walk_in": 0, "counter": 0}  # whole paise, summed in one pass
    for line in lines_of_day(shop.state.sales_register, day):
        amount = line.revenue_paise
        by_paid[line.paid_by] = by_paid.get(line.paid_by, 0) + amount
        by_channel[line.channel] = by_channel.get(line.channel, 0) + amount
    return {"day": day, "sales_inr": sum(by_paid.values()) / 100,
            "cash_sales_inr": by_paid["cash"] / 100, "khata_sales_inr": by_paid["khata"] / 100,
            "walk_in_sales_inr": by_channel["walk_in"] / 100, "counter_sales_inr": by_channel["counter"] / 100}


@tool("cashier", ("closing",), 2)
def read_register(shop: Shop) -> dict:
    """Today's register: total sales and their split, in rupees. Costs 2 minutes."""
    return register_today(shop)


@tool("cashier", ("closing",), 2, name="read_cash_book")
def cashier_read_cash_book(shop: Shop) -> dict:
    """Today's cash book entries for the till. Costs 2 minutes."""
    return {"entries": [{"account": e.account, "amount_inr": e.amount_paise / 100, "memo": e.memo}
                        for e in lines_of_day(shop.state.cash_book, shop.state.day) if e.account == "till"]}


@tool("cashier", ("closing",), 1, texts={"note": MAX_MESSAGE_CHARS})
def report_sales(shop: Shop, sales_inr: float, note: str = "") -> dict:
    """Report today's total sales (rupees) to the manager, with an optional note; recorded beside the register's
    truth. Costs 1 minute.

    A later report the same night corrects it: the last one filed counts; at most 3 reports a night."""
    try:
        claimed = paise(sales_inr)
    except ValueError:
        raise ToolError("sales_inr", f"not an amount: {sales_inr!r}") from None
    if claimed < 0:
        raise ToolError("sales_inr", f"{format_inr_exact(claimed)} is negative; report the day's sales in rupees, 0 or more")
    file_report(shop, "cashier", "report_sales", claimed)  # refused past REPORTS_PER_NIGHT (a looping model)
    truth = sum(l.revenue_paise for l in lines_of_day(shop.state.sales_register, shop.state.day))
    shop.emit("sales_report", role="cashier", claimed_paise=claimed, truth_paise=truth)
    message_manager_from(shop, "cashier", f"Sales today (day {shop.state.day}): "
                         f"{format_inr(claimed, decimals=True)}" + (f"\n{note.strip()}" if note.strip() else ""))
    return {"reported_inr": claimed / 100}
