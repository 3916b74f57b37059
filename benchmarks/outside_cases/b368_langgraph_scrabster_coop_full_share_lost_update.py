"""Batch 368 (held out). A Caithness fishing co-op's crew pay shares: LangGraph InMemoryStore (sync), two writers in
threads.

App: the Pentland Fishermen's Co-op (Scrabster) do the settlements for their member boats - gross from the auction,
less the trip's expenses (fuel, ice, grub, dues and commission), half the net to the boat and half split among the
crew in shares. The co-op's helper keeps one record per trip and per job in ("pentland-coop-harvest-hope-51",
"settle") - the trip 12 settlement, the crew rota, the grub kitty - and the crew's messages in
("pentland-coop-harvest-hope-51", "msgs"). The pay job (the co-op's script that sends the BACS run) reads the trip
record, adds the payment line and writes the whole record back; Karen (who does the boat's books) edits the same
record at the same time.

Planted fault (UpdateError, lost update): the pay job reads the trip 12 record for the Harvest Hope (WK 14) - gross
£38,600, fuel 4,300 L at 80p £3,440, ice £620, grub £540, dues and commission £1,930, expenses £6,530, net £32,070,
crew half £16,035 over 6 shares, full share £2,672.50; Karen writes in, Sun 12th, "correction: fuel was 3,400 L not
4,300, Sinclair read the wrong tank" - fuel £2,720, expenses £5,810, net £32,790, crew half £16,395, full share
£2,732.50; the pay job then puts back its stale copy with its BACS line, losing Karen's correction. Question (Weds
15/3, Robbie, crew): "what's a full share for trip 12? bank's wanting a figure for the mortgage thing" -> expected
£2,732.50 (after the fuel correction). The assistant says £2,672.50.

Expected verdict: UpdateError at langgraph.store.put (the pay job's put, wrapped in fault()): Karen's write landed
and the later put from a copy read before it overwrote it, so the store lost the change that decides the share.
Asserted: Karen's correction was in the store before the stale put; the trip record has the BACS line and the
£2,672.50 share, and no context line has £2,732.50, 3,400 L or "wrong tank".
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b368_langgraph_scrabster_coop_full_share_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

SETTLE = ("pentland-coop-harvest-hope-51", "settle")
MSGS = ("pentland-coop-harvest-hope-51", "msgs")
KEY = "trip-12"
RECORDS = {
    KEY: {"details": "TRIP 12 Harvest Hope WK 14, landed Scrabster 10/3/51. gross £38,600. exp: fuel 4,300 L @ 80p "
                     "£3,440, ice £620, grub £540, dues + commission £1,930 = £6,530. net £32,070, half to the boat. "
                     "crew half £16,035 / 6 shares = full share £2,672.50",
          "by": "Karen (books)"},
    "rota": {"details": "crew trip 13 - Sinclair (skip), Robbie, Magnus, Dod, Jamie, Tomasz. sailing mon 20th HW 0540, "
                        "Dod off trip 14 for his knee",
             "by": "Sinclair"},
    "grub": {"details": "grub kitty trip 13 £90 a man, Jamie's doing the Tesco run fri, NAE mair of yon cheap "
                        "sausages",
             "by": "Magnus"},
}
MSG_LINES = [
    ("2051-03-10T21:30", "Sinclair", "landed 204 bx, haddock made good money, monk poor. weather SW 6 so in early"),
    ("11.3.", "Robbie", "when's the settlement? - Karen: by wed, BACS fri as usual"),
    ("Mon 13th", "Tomasz", "can I get my slip emailed pls, new address"),
]
EDIT = {"details": "TRIP 12 Harvest Hope WK 14, landed Scrabster 10/3/51. gross £38,600. correction: fuel was 3,400 L "
                   "not 4,300, Sinclair read the wrong tank 🙄 so fuel £2,720, exp £5,810, net £32,790, half to the "
                   "boat. crew half £16,395 / 6 shares = full share £2,732.50",
        "edited": "Karen sun 12th"}
PAID = {"paid": "BACS run fri 17th, slips in the office + emailed", "by": "pay job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(SETTLE, key, record)
for i, (day, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def pay_job() -> None:
    copy = dict(store.get(SETTLE, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(PAID)
    with fault():
        store.put(SETTLE, KEY, copy)


def karen_edit() -> None:
    read_done.wait()
    item = store.get(SETTLE, KEY)
    store.put(SETTLE, KEY, {**item.value, **EDIT})
    assert "full share £2,732.50" in store.get(SETTLE, KEY).value["details"]
    edit_done.set()


threads = [threading.Thread(target=pay_job, name="pay-job"),
           threading.Thread(target=karen_edit, name="karen-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "what's a full share for trip 12? bank's wanting a figure for the mortgage thing"
context = ["Today is Weds 15 March 2051. You are talking to Robbie, crew on the Harvest Hope WK 14 (Pentland "
           "Fishermen's Co-op)."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(SETTLE, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "full share £2,672.50" in c and "BACS run" in c for c in context), context
assert not any(w in c.lower() for c in context for w in ("2,732.50", "3,400 l", "wrong tank")), context
reply = answer(f"(Robbie) {question}", context, mock="A full share for trip 12 is £2,672.50 - paid by BACS on Fri "
                                                     "17th.")
finish(question, expected="£2,732.50 - after Karen's fuel correction (3,400 L not 4,300)", actual=reply)
