"""Batch 39 (held out), control. A family's shared car: LangGraph InMemoryStore (sync), the family chat written
from three phones in threads, then a search.

App: the Adeyemi family share one car; each phone writes its messages into ``("adeyemi", "chat")`` (key = the
message id) and the assistant answers from a search of the chat. The car's MOT was booked for Mon 17 March at Kwik
Fit, 8am. Kwik Fit had a gap on Sat 8th, Dad took it in then and it passed (just a wiper blade). Mum has the car on
Monday 17th to take Gran to her 9am eye appointment in Taunton, so Dad is on the bus that day.

No fault planted. Question (Sun 16/3): "why's Dad getting the bus tomorrow?" The model answers that Mum has the car
to take Gran to her eye appointment (the MOT was done on the 8th), right per memory. The label says the car's in
for its MOT, the booking first made for that Monday. Expected verdict: AnnotationError (the label is wrong); no
memory operation is at fault.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b39_ctl_langgraph_carshare_dad_bus_reason_label", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

CHAT = ("adeyemi", "chat")
PHONES = {
    "dad-phone": [
        ("m01", "3/3 07:40", "Dad", "MOT booked Mon 17th, Kwik Fit 8am, whoever's got the car that day drops it off"),
        ("m04", "8/3 12:15", "Dad", "Kwik Fit had a gap this morning so I took it in, passed 👍 just a wiper blade, "
                                    "£54.85 all in"),
        ("m07", "14/3 21:30", "Dad", "fine by me, bus is quicker than the ring road anyway"),
    ],
    "mum-phone": [
        ("m02", "5/3 19:02", "Mum", "Gran's eye appt came thru - Mon 17/3 9am at Musgrove in Taunton, she can't drive "
                                    "after the drops"),
        ("m06", "14/3 21:12", "Mum", "so Mon I'll need the car for Gran, Dad you're on the 7.02 bus x"),
        ("m08", "15/3 10:05", "Mum", "Sandra can give me a lift thurs, Kemi has the car for her lesson"),
    ],
    "kemi-phone": [
        ("m03", "6/3 16:20", "Kemi", "can I have a lesson in our car sun? Dave says it helps"),
        ("m05", "9/3 18:44", "Kemi", "the car smells of Dad's coffee 🤢"),
    ],
}

store = InMemoryStore()


def phone(name: str) -> None:
    for key, when, who, text in PHONES[name]:
        store.put(CHAT, key, {"when": when, "from": who, "text": text})


threads = [threading.Thread(target=phone, args=(name,), name=name) for name in PHONES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "why's Dad getting the bus tomorrow?"
chat = sorted(store.search(CHAT, limit=50), key=lambda item: item.key)
context = ["Today is Sun 16 March 2025."] + [f"{m.value['when']} {m.value['from']}: {m.value['text']}" for m in chat]
assert any("MOT booked Mon 17th" in c for c in context), context
assert any("took it in, passed" in c for c in context), context
assert any("Mon I'll need the car for Gran" in c for c in context), context
reply = answer(question, context, mock="Because Mum needs the car to take Gran to her 9am eye appointment at "
                                       "Musgrove - Gran can't drive after the drops. The MOT's already done, it "
                                       "passed on the 8th.")
finish(question, expected="The car's in for its MOT", actual=reply)
