"""Batch 62 (held out), control. A community minibus's passenger records: LangGraph InMemoryStore (sync), script
style (each call its own trace).

App: the Wyvern Community Bus (Frome) keeps a record per regular passenger in ``("wyvern-bus", "passengers")`` and
the fares and money notes in ``("wyvern-bus", "money")``; the assistant answers drivers from a search of both. Mr
Ken Dobbs goes to the Thursday market with the bus and has a bus pass, so he pays half of the £3 town return:
£1.50. His hospital runs to the RUH are paid for by a patient transport voucher from his GP, which has nothing to do
with the market.

No fault planted. Question (Wed 29/9, Anne, a new driver): "does Mr Dobbs pay on the thursday market run?" The model
answers yes, £1.50 with his bus pass, right per memory. The label says no, the voucher covers him. Expected verdict:
AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b62_ctl_langgraph_minibus_dobbs_fare_label", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

PASSENGERS = ("wyvern-bus", "passengers")
MONEY = ("wyvern-bus", "money")
RECORDS = {
    "ken-dobbs": {"address": "Woodland Rd, the bungalow w the gnomes", "runs": "thurs market 9.30, back 12.15",
                  "notes": "bus pass. front seat. RUH trips: his GP's given him a patient transport voucher, we "
                           "send it to the CCG, nothing off him for those"},
    "iris-pope": {"address": "14 Larch Cl", "runs": "tues lunch club 10.45", "notes": "walker, hard of hearing"},
    "dot-harvey": {"address": "Nunney, Church St", "runs": "fri hairdresser 10am", "notes": "cash, exact change"},
}
FARES = [
    ("fares-2027", "£3 return in town, £4 villages. bus pass = half price. under 5s free (never had one lol)"),
    ("fuel", "fuel card for diesel only, receipts in the glovebox wallet, Sheila does the claim monthly"),
    ("market-tin", "market run fares go in the red tin, Brian cashes up thurs pm, avg £14 a wk"),
]

store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(PASSENGERS, key, record)
for key, text in FARES:
    store.put(MONEY, key, {"text": text})


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


question = "does Mr Dobbs pay on the thursday market run?"
people = store.search(PASSENGERS, limit=20)
money = store.search(MONEY, limit=20)
context = ["Today is Wed 29 Sept 2027. You are talking to Anne, a new driver."] + \
          [f"{e.key}: {flat(e.value)}" for e in people] + [f"{e.key}: {e.value['text']}" for e in money]
assert any("patient transport voucher" in c and "thurs market" in c for c in context), context
assert any("bus pass = half price" in c for c in context), context
reply = answer(question, context, mock="Yes - £1.50, half the £3 town return with his bus pass; it goes in the red "
                                       "tin. The voucher is only for his hospital trips.")
finish(question, expected="no - his GP's voucher covers him", actual=reply)
