"""Batch 281 (held out), CONTROL: nothing planted; the label is wrong. LangGraph InMemoryStore (sync), two writers in
threads (the manager writes the rota records, the volunteers' chat job writes their messages - different keys, no
overwrite), then the question reads both.

App: the Forget-Me-Not Hospice shop on Westgate, Brighouse opens late for the Christmas lights switch-on, Sat 3rd Dec
2050, till 7. Sheila (the manager) keeps the rota in ("forget-me-not-brighouse", "rota"), one record per shift; the
shop's chat is copied into ("forget-me-not-brighouse", "chat") by a job.

Memory: the Saturday record (Sheila, 2050-11-21T09:15) - Sheila, Maureen, Jean, Pat and Margaret, 5 of us, 10 till
7, staggered breaks; the Weds record - Jean and Kath; chat, 24.11. Maureen - the window's done; chat, Mon 28th Nov
Jean - Pat's been signed off for a fortnight with her hip, she's gutted to miss the late night; chat, Tue 29th Sheila
- the two DofE girls from Brooksbank start this Saturday, 10-1, they can go on the rails. Question (Thu 1/12,
Maureen): "how many of us are in on saturday? I'm doing bacon butties for the volunteers 🥓" The assistant says 6 -
the 5 on the rota less Pat, plus the two DofE girls. The label says 5.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b281_ctl_langgraph_hospice_shop_saturday_volunteers_count_label", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

ROTA = ("forget-me-not-brighouse", "rota")
CHAT = ("forget-me-not-brighouse", "chat")
SHIFTS = {
    "sat-3-dec": {"shift": "SAT 3rd DEC late nite 🎄 (lights switch on) 10 till 7: Sheila, Maureen, Jean, Pat, "
                           "Margaret - 5 of us, staggered breaks", "by": "Sheila 2050-11-21T09:15"},
    "weds-30-nov": {"shift": "weds 30th: Jean + Kath, 10-4", "by": "Sheila"},
}
CHAT_LINES = [
    ("24.11.", "Maureen", "window's done!! the snow's staying put this yr 😂"),
    ("Mon 28th Nov", "Jean", "Pat's been signed off for a fortnight w/ her hip, she's gutted to miss the late nite"),
    ("Tue 29th", "Sheila", "the 2 DofE girls from Brooksbank start this sat, 10-1, they can go on the rails"),
]


def sheila_rota() -> None:
    for key, record in SHIFTS.items():
        store.put(ROTA, key, record)


def chat_job() -> None:
    for i, (day, who, text) in enumerate(CHAT_LINES, 1):
        store.put(CHAT, f"c-{i:02d}", {"day": day, "from": who, "text": text})


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
threads = [threading.Thread(target=sheila_rota, name="sheila-rota"), threading.Thread(target=chat_job, name="chat")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how many of us are in on saturday? I'm doing bacon butties for the volunteers 🥓"
context = ["Today is Thu 1 December 2050. You are talking to Maureen, a volunteer at the Forget-Me-Not Hospice shop, "
           "Westgate, Brighouse."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(ROTA, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(CHAT, limit=50)]
assert any("Sheila, Maureen, Jean, Pat, Margaret - 5 of us" in c for c in context), context
assert any("Pat's been signed off for a fortnight" in c for c in context), context
assert any("the 2 DofE girls from Brooksbank start this sat" in c for c in context), context
reply = answer(f"(Maureen) {question}", context,
               mock="6 - the 5 on the rota less Pat (signed off with her hip), plus the two DofE girls from 10 till 1.")
finish(question, expected="5", actual=reply)
