"""Batch 291 (held out), CONTROL: nothing planted; the label is wrong. LangGraph InMemoryStore (sync), two writers
in threads (the front desk files bookings, the artist files design notes, each under their own keys), then the
question's reads.

App: Inkwell & Iron Tattoo in Halifax keep bookings in ("inkwell-iron-2050", "bookings") and the artists' design
notes in ("inkwell-iron-2050", "designs"). Priya on the front desk writes a booking when the deposit's taken; Sian
(the fine-line artist) writes a note after each drawing consult; the helper answers clients before their session.

Memory: front desk, 2050-06-02T12:00 - Ellie W, fine-line swallow behind the right ear, Sat 21st June 2pm with Sian,
quoted £320, £60 deposit paid, so £260 on the day, cash or card; front desk, 9/6 - Tom B, lettering on the ribs,
Sun 22nd 11am; Sian, Thu 12th Jun - Ellie came in to see the drawing and wants it smaller to sit behind the ear
proper, about 5cm, so re-quoted at £240, the deposit still comes off, so £180 on the day; Sian, 14/6 - Tom's script
done, he's picked the second font. Question (Fri 20/6, Ellie): "how much do I need to bring tmrw? want to get cash
out on the way" The assistant says £180 (£240 re-quote less the £60 deposit). The label says £260.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b291_ctl_langgraph_tattoo_balance_on_the_day_label", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

BOOKINGS = ("inkwell-iron-2050", "bookings")
DESIGNS = ("inkwell-iron-2050", "designs")
WRITES = {
    "front-desk": (BOOKINGS, [
        ("ellie-w", {"booking": "2050-06-02T12:00 Ellie W - fine line swallow behind the R ear 🐦 sat 21st june 2pm "
                                "w/ Sian. quoted £320, £60 deposit paid so £260 on the day, cash or card",
                     "by": "Priya"}),
        ("tom-b", {"booking": "9/6 Tom B - lettering on the ribs, sun 22nd 11am w/ Sian, £50 dep paid, told him to "
                              "eat a proper breakfast 😂",
                   "by": "Priya"}),
    ]),
    "sian": (DESIGNS, [
        ("ellie-w", {"design": "Thu 12th Jun - Ellie came in to see the drawing, wants it smaller to sit behind "
                               "the ear proper, about 5cm, so re-quoted £240. deposit still comes off so £180 on "
                               "the day 👍",
                     "by": "Sian"}),
        ("tom-b", {"design": "14/6 Tom's script done, he's picked the 2nd font, 22cm long", "by": "Sian"}),
    ]),
}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()


def write(who: str) -> None:
    namespace, records = WRITES[who]
    for key, value in records:
        store.put(namespace, key, value)


threads = [threading.Thread(target=write, args=(who,), name=f"writer-{who}") for who in WRITES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how much do I need to bring tmrw? want to get cash out on the way"
context = ["Today is Fri 20 June 2050. You are talking to Ellie W, a client of Inkwell & Iron Tattoo."]
for namespace in (BOOKINGS, DESIGNS):
    item = store.get(namespace, "ellie-w")
    context.append(f"{namespace[1]}/{item.key}: {flat(item.value)}")
context += [f"{r.namespace[1]}/{r.key}: {flat(r.value)}" for r in store.search(("inkwell-iron-2050",), limit=20)
            if r.key != "ellie-w"]
assert any("£60 deposit paid so £260 on the day" in c for c in context), context
assert any("re-quoted £240" in c and "£180 on the day" in c for c in context), context
reply = answer(f"(Ellie) {question}", context,
               mock="£180 - Sian re-quoted it at £240 when you made it smaller, and your £60 deposit comes off that.")
finish(question, expected="£260", actual=reply)
