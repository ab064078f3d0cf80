"""The scenario schema: everything about a run, declared in YAML.

Every default lives in the YAML files of this folder (``default.yaml`` holds
the built-in month); the models here only state the shapes and the bounds, and
forbid unknown keys so a misspelt key is an error, not a silent default.
Money is in rupees in YAML (people write rupees) and converted to paise by the
engine; times of day are ``"HH:MM"`` strings; durations are simulated minutes
or days as each field's name says.
"""
from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import (BaseModel, BeforeValidator, ConfigDict, Field, StrictFloat, StrictInt, field_validator,
                      model_validator)
from scenarios.clock import Clock, parse_clock
from scenarios.error_words import word_pair, word_rupee_range, word_shares
from scenarios.ids import unique_ids
from scenarios.vocabulary import Language, Role

__all__ = [
    "Scenario", "ShopSettings", "RunningCosts", "WalkInSettings", "CounterSettings",
    "SupplierSpec", "RoleSettings", "LanguageMix", "Festival", "RendererSettings", "parse_clock",
]

SupplierKind = Literal["honest", "hard_bargainer", "fraudulent"]
FraudScheme = Literal["short_delivery", "substituted_goods", "expired_goods",
                      "inflated_bill", "duplicate_bill", "advance_bait"]
SupplierCategory = Literal["grains_pulses", "dairy_bakery", "fmcg", "produce"]


KINDS = ("honest", "hard_bargainer", "fraudulent")
STAFF = ("cashier", "helper", "munshi")


def _ordered(pair, name: str, unit: str = ""):
    if pair[0] > pair[1]:  # "NAME: " is taken into the key path by scenarios.errors
        raise ValueError(f"{name}: {word_pair(pair, unit=unit)}")
    return pair


#: The largest amount of money a scenario may name, in rupees (₹100 crore): a bigger one is a typo, and past about
#: 1e13 paise the money arithmetic would overflow (the new-user trial: 1e300 validated, then the run crashed).
MAX_RUPEES = 1e9


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, allow_inf_nan=False)  # (".inf" validated, then crashed)


class RunningCosts(_Strict):
    """Daily running costs in rupees, charged at each day's close from the bank."""
    rent_inr_per_day: StrictFloat = Field(ge=0, le=MAX_RUPEES)
    wages_inr_per_day: dict[str, StrictFloat] = Field(description="rupees a day per staff role")
    electricity_inr_per_day: StrictFloat = Field(ge=0, le=MAX_RUPEES)

    @field_validator("wages_inr_per_day")
    @classmethod
    def _staff(cls, wages: dict) -> dict:
        unknown = sorted(set(wages) - set(STAFF))
        if unknown:
            raise ValueError(f"wages_inr_per_day: {unknown} are not staff roles; use {list(STAFF)}")
        negative = [r for r, w in wages.items() if not 0 <= w <= MAX_RUPEES]
        if negative:
            raise ValueError(f"wages_inr_per_day: wages of {negative} must be between 0 and {MAX_RUPEES:,.0f} rupees")
        return wages


class ShopSettings(_Strict):
    """The shop at opening and its fixed rules."""
    opening_cash_in_till_inr: StrictFloat = Field(ge=0, le=MAX_RUPEES)
    opening_bank_inr: StrictFloat = Field(ge=0, le=MAX_RUPEES, description="the bank balance at opening, in rupees (no overdraft)")
    opening_stock_days: StrictFloat = Field(ge=0, description="godown stock at opening, in days of expected demand")
    till_float_inr: StrictFloat = Field(ge=0, le=MAX_RUPEES, description="cash left in the till when the day's takings are banked")
    running_costs: RunningCosts
    overdue_penalty_pct_per_day: StrictFloat = Field(ge=0, le=10)
    gst_filing_every_days: StrictInt = Field(ge=1, le=31)
    gst_late_fee_inr_per_day: StrictFloat = Field(ge=0, le=MAX_RUPEES)
    items: list[str] | None = Field(default=None, description="catalogue skus stocked; null = all")

    @field_validator("items")
    @classmethod
    def _items(cls, items: list[str] | None) -> list[str] | None:
        if items is not None and (not items or len(set(items)) != len(items)):
            raise ValueError("items: list each sku once, at least one; or write null for every item")
        return items


class Festival(_Strict):
    """A festival: walk-in demand for some HCES item groups is multiplied on a run of days.

    Groups are those of ``market/data/hces_2022_23_urban_shares.csv`` (``check_world``
    checks the names); a group not named keeps a factor of 1. Days past the
    scenario's last day are simply not reached.
    """
    start_day: StrictInt = Field(ge=1, le=366, description="first festival day (day 1 is the first day of the run)")
    days: StrictInt = Field(ge=1, le=31, description="number of festival days")
    factor_by_group: dict[str, StrictFloat] = Field(min_length=1, description="HCES item group → multiplier of its "
                                              "walk-in demand on festival days (0 to 10)")

    @field_validator("factor_by_group")
    @classmethod
    def _factors(cls, factors: dict) -> dict:
        bad = {g: f for g, f in factors.items() if not 0 <= f <= 10}
        if bad:
            raise ValueError(f"factor_by_group: factors must be between 0 and 10, got {bad}")
        return factors


class WalkInSettings(_Strict):
    """Routine walk-in demand: value by HCES group, price response, time slots."""
    daily_spend_at_mrp_inr: StrictFloat = Field(gt=0, le=MAX_RUPEES, description="expected value of routine demand a day, at MRP")
    price_midpoint_of_mrp: StrictFloat = Field(gt=0.5, le=1.2, description="shelf price / MRP at which half the customers buy")
    price_spread_of_mrp: StrictFloat = Field(gt=0, le=0.5, description="logistic spread of the price response, in units of MRP")
    slots: list[Clock] = Field(min_length=1, description="times of day at which the preceding hours' walk-ins are served")
    weekday_factors: list[StrictFloat] = Field(min_length=7, max_length=7, description="demand multiplier for day 1..7 of each week")
    festival: Festival | None = Field(default=None, description="a festival week's demand shift; null = none")

    @field_validator("slots")
    @classmethod
    def _slots_once(cls, slots: list[str]) -> list[str]:
        twice = sorted({t for t in slots if slots.count(t) > 1})
        if twice:  # (a time listed twice had played two walk-in slots at one minute: a new user's trial)
            raise ValueError(f"{', '.join(twice)} listed more than once; list each time of day once")
        return slots


class LanguageMix(_Strict):
    """Shares of counterparts speaking each language (they need not sum to 1; normalised)."""
    en: StrictFloat = Field(ge=0)
    hi: StrictFloat = Field(ge=0)
    hinglish: StrictFloat = Field(ge=0)

    @model_validator(mode="after")
    def _some(self) -> "LanguageMix":
        if self.en + self.hi + self.hinglish <= 0:
            shares = {"en": self.en, "hi": self.hi, "hinglish": self.hinglish}
            raise ValueError(f"language_mix: {word_shares(shares, '{en: 0, hi: 1, hinglish: 0} for Hindi alone')}")
        return self


class CounterSettings(_Strict):
    """Live customers who come to the counter."""
    customers_per_day: StrictFloat = Field(ge=0, le=10_000, description="counter customers a day (at most 10,000)")
    open_at: Clock
    last_customer_at: Clock
    regulars: StrictInt = Field(ge=0, description="size of the pool of regular customers with a khata")
    regular_share: StrictFloat = Field(ge=0, le=1, description="share of counter customers who are regulars")
    credit_ask_share: StrictFloat = Field(ge=0, le=1, description="share of regulars' visits that ask for credit")
    reliable_share: StrictFloat = Field(ge=0, le=1, description="share of regulars who repay their khata")
    basket_lines: tuple[StrictInt, StrictInt] = Field(description="min and max item lines in a basket")
    reservation_of_mrp: tuple[StrictFloat, StrictFloat] = Field(description="range of the price, as a share of MRP, a customer will pay")
    patience_rounds: StrictInt = Field(ge=1, le=10, description="bills a customer hears before walking out")
    pays_cash_if_refused_credit: StrictFloat = Field(ge=0, le=1)
    repay_prob: dict[Literal["reliable", "unreliable"], StrictFloat] = Field(description="hidden chance a credit is repaid")
    repay_after_days: tuple[StrictInt, StrictInt] = Field(description="range of days after which a repaid credit comes back")
    credit_due_days: StrictInt = Field(ge=1, le=90, description="days a khata credit is given for")
    max_wait_minutes: StrictInt = Field(default=30, ge=0, le=720, description="minutes a customer waits for a busy "
                                                                        "cashier, then leaves")
    opening_below_reservation: tuple[StrictFloat, StrictFloat] = Field(
        default=(0.03, 0.12), description="range of a customer's first counter-offer below their reservation, as a "
                                          "share of it (hidden; drawn per visit)")
    concession: tuple[StrictFloat, StrictFloat] = Field(
        default=(0.35, 0.75), description="range of the share of the remaining gap to their reservation a customer "
                                          "gives up at each further counter-offer (hidden; drawn per visit)")
    opening_overdue_share: dict[Literal["reliable", "unreliable"], StrictFloat] = Field(
        default={"reliable": 0.15, "unreliable": 0.7},
        description="chance a regular's opening khata carries an unpaid credit past its due day, by hidden reliability")
    language_mix: LanguageMix

    @field_validator("opening_below_reservation", "concession")
    @classmethod
    def _shares(cls, pair, info):
        if not 0 <= pair[0] <= pair[1] < 1:
            raise ValueError(f"{info.field_name}: {word_pair(pair, fraction=True)}")
        return pair

    @field_validator("basket_lines", "reservation_of_mrp", "repay_after_days")
    @classmethod
    def _ranges(cls, pair, info):
        if info.field_name == "basket_lines" and pair[0] < 1:
            raise ValueError("basket_lines: a basket has at least 1 line")
        return _ordered(pair, info.field_name)

    @field_validator("repay_prob", "opening_overdue_share")
    @classmethod
    def _both(cls, probs: dict, info) -> dict:
        if set(probs) != {"reliable", "unreliable"} or not all(0 <= p <= 1 for p in probs.values()):
            raise ValueError(f"{info.field_name}: give reliable and unreliable, each between 0 and 1")
        return probs


class SupplierSpec(_Strict):
    """One supplier: who they are, what they sell, how they bargain, and any fraud."""
    id: str = Field(pattern=r"^S[0-9]+$")
    name: str
    language: Language
    kind: SupplierKind
    fraud_scheme: FraudScheme | None = None
    categories: list[SupplierCategory] = Field(min_length=1)
    lead_days: StrictInt = Field(ge=1, le=7)
    credit_days: StrictInt = Field(ge=0, le=60)
    arrives_at: Clock = Field(description="time of day the van reaches the door")
    reply_minutes: StrictInt = Field(ge=1, le=600, description="simulated minutes before an e-mail is answered")
    temperament: Literal["candid", "taciturn", "expressive", "strategic", "adversarial"] = "candid"

    @model_validator(mode="after")
    def _fraud_needs_scheme(self) -> "SupplierSpec":
        if (self.kind == "fraudulent") != (self.fraud_scheme is not None):
            raise ValueError(f"supplier {self.id}: fraud_scheme is required exactly when kind is 'fraudulent'")
        return self


class NegotiationSettings(_Strict):
    """Hidden pricing of suppliers, as shares of the item's honest wholesale price."""
    list_markup: dict[SupplierKind, tuple[StrictFloat, StrictFloat]]
    floor_of_wholesale: dict[SupplierKind, tuple[StrictFloat, StrictFloat]]
    concession_beta: dict[SupplierKind, tuple[StrictFloat, StrictFloat]]
    max_rounds: dict[SupplierKind, tuple[StrictInt, StrictInt]]
    fraud_rate: StrictFloat = Field(ge=0, le=1, description="chance a fraudulent supplier cheats on a given order")
    fraud_size: StrictFloat = Field(gt=0, le=1, description="share short-delivered or overbilled when it cheats")
    advance_lapse_days: StrictInt = Field(default=3, ge=1, le=60, description="days after which an unpaid advance "
                                                                       "request lapses (the bait failed)")
    remind_overdue_every_days: StrictInt = Field(default=3, ge=1, le=60, description="a supplier reminds the shop of "
                                           "an overdue bill on its first overdue day, then every this many days")
    ghost_bills_per_day: StrictFloat = Field(default=0.15, ge=0, le=1, description="chance, each day, that a fraudulent "
                                       "supplier (any scheme) presents a bill for goods it never delivered")
    ghost_bill_inr: tuple[StrictFloat, StrictFloat] = Field(default=(300.0, 900.0), description="[low, high] rupees a ghost "
                                                "bill asks (drawn uniformly)")
    collector_minutes: StrictInt = Field(default=75, ge=0, le=600, description="minutes the cashier loses to the "
                                   "fraudster's collector who presents a ghost bill at the counter")
    door_dispute_minutes: StrictInt = Field(default=30, ge=0, le=600, description="minutes the helper loses sending back "
                                      "a van whose goods differ from its note (the driver argues, goods recounted)")
    bill_dispute_minutes: StrictInt = Field(default=20, ge=0, le=600, description="minutes the manager loses settling a "
                                      "dispute that corrects or cancels a bill (the supplier's call)")

    @field_validator("ghost_bill_inr")
    @classmethod
    def _ghost_range(cls, pair: tuple[float, float]) -> tuple[float, float]:
        _ordered(pair, "ghost_bill_inr", unit="rupees a ghost bill asks")
        problem = word_rupee_range(pair, "a ghost bill asks", default=(300, 900), most=MAX_RUPEES)
        if problem:
            raise ValueError(f"ghost_bill_inr: {problem}")
        return pair

    @field_validator("list_markup", "floor_of_wholesale", "concession_beta", "max_rounds")
    @classmethod
    def _every_kind(cls, ranges: dict, info) -> dict:
        if set(ranges) != set(KINDS):
            raise ValueError(f"{info.field_name}: give a [low, high] range for each of {list(KINDS)}")
        for kind, pair in ranges.items():
            _ordered(pair, f"{info.field_name}.{kind}")
            if min(pair) <= 0:
                raise ValueError(f"{info.field_name}.{kind}: must be above 0, got {list(pair)}")
        return ranges

    @model_validator(mode="after")
    def _floor_below_list(self) -> "NegotiationSettings":
        for kind in KINDS:
            if self.floor_of_wholesale[kind][1] >= 1 + self.list_markup[kind][0]:
                raise ValueError(f"negotiation: the {kind} floor can reach {self.floor_of_wholesale[kind][1]} of "
                                 f"wholesale, at or above the lowest list price {1 + self.list_markup[kind][0]}")
        return self


class ContextSettings(_Strict):
    """What a role's model is sent on each call (agents/context.py).

    ``bounded``: the system message, the shop's summary for the role, and today's turns, within
    ``budget_tokens`` (the whole request, tool schemas included, counted offline); ``unbounded``:
    every message of the month (only for experiments: it soon outgrows any model's window).
    """
    policy: Literal["bounded", "unbounded"] = "bounded"
    budget_tokens: StrictInt = Field(default=16_000, ge=2_000, le=10_000_000,
                               description="the most tokens one model call may carry (system message, tool "
                                           "schemas, summary and today's turns)")
    recent_calls: StrictInt = Field(default=7, ge=1, le=100_000, description="the newest tool calls of today kept "
                                                                      "(older ones leave the context); the current "
                                                                      "turn's calls all stay")
    full_results: StrictInt = Field(default=2, ge=1, le=1000, description="the newest tool results shown in full, "
                                                                    "older ones folded to a marker; the current "
                                                                    "turn's stay whole unless the budget needs room")
    whole_calls: StrictInt = Field(default=1, ge=1, le=100_000, description="the current turn's newest calls whole; "
                                   "an older one that wrote a long text is one line (agents.context_digest)")


class Price(_Strict):
    """A model's price in US dollars per million tokens."""
    prompt: StrictFloat = Field(ge=0)
    completion: StrictFloat = Field(ge=0)


class RoleSettings(_Strict):
    """One staff role: who plays it, its working day, its context policy."""
    model: str | dict = Field(description="'scripted:NAME', 'openai:MODEL@URL', or an AutoGen component "
                                          "config {provider, config}")
    starts_at: Clock
    minutes_per_day: StrictInt = Field(ge=0, le=1440)
    api_key_env: str = Field(default="OPENAI_API_KEY", description="environment variable holding the API key")
    retries: StrictInt = Field(default=4, ge=0, le=20, description="retries of a transient model error")
    timeout_s: StrictFloat = Field(default=120.0, gt=0, description="seconds to wait for one model answer")
    max_tool_calls_per_turn: StrictInt = Field(default=400, ge=1, le=100_000, description="tool calls a turn may make "
                                         "(each call counts, however many come in one answer); the next is refused "
                                         "and the turn is forfeited (a turn_forfeited event)")
    max_refused_calls_in_row: StrictInt = Field(default=20, ge=1, le=100_000, description="refused calls in a row "
                                          "after which the turn is forfeited (a turn_forfeited event)")
    on_model_error: Literal["stop", "skip_turn"] = Field(default="stop", description="when a model request fails "
                                                         "after its retries (a model_error event): stop the run at "
                                                         "that turn (kirana run --resume continues from it), or "
                                                         "skip_turn (the turn is forfeited and the run goes on)")
    stop_after_failures_in_row: StrictInt = Field(default=6, ge=1, le=100_000, description="with skip_turn: after this "
                                            "many failed requests in a row (no answer between them) the run stops "
                                            "as with stop — a dead or stalled server is not retried turn after turn "
                                            "all month")
    context_window_tokens: StrictInt | None = Field(default=None, ge=256, description="the server's context window, used "
                                              "when it refuses a request as too long without stating its limit; "
                                              "null = half the request")
    max_answer_chars: StrictInt = Field(default=20_000, ge=100, le=10_000_000, description="a longer text answer is cut "
                                  "to this many characters before it is kept in the conversation")
    send_name: bool = Field(default=False, description="openai:MODEL@URL only: send each message's 'name' field "
                            "(some servers refuse it with HTTP 400/422)")
    results: Literal["text", "json"] = Field(default="text", description="how tool results reach the model: text "
                                             "(each field once, lists as tables: agents/result_format.py) or json, "
                                             "the {ok, minutes, data} JSON results were until session 43")
    context: ContextSettings = ContextSettings()
    price_usd_per_million_tokens: Price | None = None
    scaffold: Literal["plain", "reflection", "plan_and_act", "evolving_strategy"] = Field(
        default="plain", description="the agent pattern around the role's model (agents/scaffolds.py, after "
        "RetailBench): plain tool loop; reflection; plan_and_act; evolving_strategy (strategy, then execution)")
    reflection_level: Literal["day", "step"] = Field(
        default="day", description="scaffold reflection: reflect after the role's day (day) or after each turn (step)")


class RendererSettings(_Strict):
    """Who gives suppliers and customers their words (``lang/renderers.py``).

    ``template``: fixed phrasings per language, drawn from the seed (``lang/render.py``).
    ``model``: a local transformers model rewords each template rendering in the speaker's
    persona; the fidelity guard reads its words back and uses the template's wherever
    they differ from the kernel's decision (``lang/model_renderer.py``). Never downloads.
    """
    kind: Literal["template", "model"] = Field(default="template", description="template or model")
    path: str | None = Field(default=None, description="kind model: folder of a local transformers model "
                             "(config.json, weights, tokenizer), absolute or relative to the working directory")
    max_new_tokens: StrictInt = Field(default=96, ge=1, le=2048, description="kind model: most tokens generated for one "
                                "decision (greedy decoding)")
    batch_size: StrictInt = Field(default=8, ge=1, le=512, description="kind model: renderings generated in one pass")
    threads: StrictInt = Field(default=1, ge=1, le=256, description="kind model: torch threads while generating; 1 keeps "
                         "the order of floating-point sums, so the greedy words, the same on every machine")
    cache_dir: str | None = Field(default=None, description="kind model: folder of the render cache; null = "
                                  "$XDG_CACHE_HOME/kiranabench/renders (~/.cache/kiranabench/renders)")

    @model_validator(mode="after")
    def _model_has_path(self) -> "RendererSettings":
        if self.kind == "model" and not self.path:
            raise ValueError("kind model needs path: the folder of a local transformers model")
        return self


def _renderer_word(value):
    return {"kind": value} if isinstance(value, str) else value


class Scenario(_Strict):
    """A whole run: the shop, its customers, its suppliers and its staff."""
    name: str
    description: str = ""
    days: StrictInt = Field(ge=1, le=366, strict=True)
    seed: StrictInt = Field(ge=0, strict=True)
    shop: ShopSettings
    walk_in: WalkInSettings
    counter: CounterSettings
    suppliers: list[SupplierSpec] = Field(min_length=1)
    negotiation: NegotiationSettings
    renderer: Annotated[RendererSettings, BeforeValidator(_renderer_word)] = Field(
        default_factory=RendererSettings, description="how suppliers' and customers' words are made from the "
        "kernel's decisions (RendererSettings); the bare word 'template' stands for {kind: template}")
    roles: dict[Role, RoleSettings]
    helper_floor_turns: list[Clock] = Field(min_length=1)
    closing_at: Clock
    books_at: Clock
    manager_idle_wake_minutes: StrictInt = Field(default=60, ge=1, le=1440, description="a manager whose office turn "
                                           "ends without sleep or go_home is woken again this many minutes later")
    keep_checkpoints: StrictInt | None = Field(default=3, ge=1, le=366, description="daily checkpoints a group-chat "
                                         "run keeps in checkpoints/ (the newest); null keeps every day's, so "
                                         "kirana fork can start from any day")

    @field_validator("roles")
    @classmethod
    def _all_roles(cls, roles: dict) -> dict:
        missing = {"manager", "cashier", "helper", "munshi"} - set(roles)
        if missing:
            raise ValueError(f"roles: missing {sorted(missing)}; every role needs an entry")
        return roles

    @field_validator("suppliers", mode="wrap")
    @classmethod
    def _unique_suppliers(cls, suppliers: Any, handler) -> list:
        """Each supplier id once, a repeat reported at its own line with the other errors (``scenarios.ids``)."""
        return unique_ids(suppliers, handler)
