"""The words of ``ambiguous_intent.order_if`` (``lang.order_if``: an order on a condition that is no price, refused
naming the condition), in the three languages; ``lang.reason_guards`` adds them to its table."""

__all__ = ["ORDER_IF_WHY"]

ORDER_IF_WHY = {
    "ambiguous_intent.order_if": {
        "en": "'{cond}': we hold no order on a condition — we send or we do not; write 'Send …' plainly if you want it "
              "sent, or leave it out",
        "hi": "“{cond}” — शर्त पर ऑर्डर नहीं रखा जाता; हम भेजते हैं या नहीं भेजते — चाहिए तो सीधे 'भेजिए' लिखिए, "
              "नहीं तो छोड़ दीजिए",
        "hinglish": "“{cond}” — shart par order nahi rakha jata; hum bhejte hain ya nahi bhejte — chahiye to seedha "
                    "'bhejiye' likhiye, nahi to chhod dijiye"},
}
