"""Batch 205 (held out). A tennis club's junior tournament: LangGraph InMemoryStore (sync), two writers in threads.

App: Ludlow Lawn Tennis Club's junior open is Sat 14th July 2046 - U10, U12 and U14 draws on the club's 6 courts,
round robin for the U10s, medals for every U10 and trophies for the winners, a BBQ after. The club's helper keeps
one record per draw in ("ludlow-ltc-junior-open-2046", "draws") and members' messages in
("ludlow-ltc-junior-open-2046", "msgs"). The entry-fees job reads a draw's record, adds who's paid, and writes the
whole record back; Sam (the junior coach) edits the same record at the same time.

Planted fault (UpdateError, lost update): the fees job reads the U10 record (12 signed up, 3 groups of 4 on courts
5 + 6, medals for all of them); Sam writes in, 9/7, that there are 3 late ones from the Tuesday squad plus Ava's twin
Noah, so 16 now, 4 groups of 4, and he's borrowing court 4; the fees job then puts back its stale copy with the fees
line (£6 each, 12 paid by bank transfer), losing Sam's edit. Question (Thu 12/7, Bev, who does the medals): "how many
more medals do I need to get for the U10s? got 12 left in the box from last yr" -> expected 4 (16 players, 12 in the
box). The assistant says none - 12 players, 12 medals.

Expected verdict: UpdateError at langgraph.store.put (the fees job's put, wrapped in fault()): Sam's write landed and
the later put from a copy read before it overwrote it, so the store lost the change that decides the count. Asserted:
Sam's edit was in the store before the stale put; the U10 record has the fees line and "12 signed up", and no context
line has 16, Noah, the late entries or court 4.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b205_langgraph_tennis_u10_medals_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

DRAWS = ("ludlow-ltc-junior-open-2046", "draws")
MSGS = ("ludlow-ltc-junior-open-2046", "msgs")
KEY = "u10"
RECORDS = {
    KEY: {"players": "12 signed up, 3 groups of 4, round robin, courts 5 + 6 (the short courts), orange balls",
          "times": "9.30 start, done by 12.30ish",
          "medals": "one for every U10, Bev's sorting"},
    "u12": {"details": "8 boys 6 girls, knockout, courts 1-3, green balls, 10am - finals about 3", "by": "Sam"},
    "u14": {"details": "10 entries, mixed, courts 1-4 from 1pm once the U10s are off, yellow balls", "by": "Sam"},
}
MSG_LINES = [
    ("2046-06-25T18:20", "Bev", "medals - I've got 12 U10 ones left over in the box from last yr, trophies ordered "
                                "from Shropshire Trophies"),
    ("3/7", "Karen", "BBQ after, burgers £3, can someone do the veggie ones"),
    ("Tue 10th", "Mike", "I'll do the drinks, squash + water for the kids, Pimm's for the grown ups 😎"),
]
EDIT = {"players": "3 late ones from the tues squad + Ava's twin Noah so 16 now!! 4 groups of 4 - borrowing court 4 "
                   "for the morning",
        "edited": "Sam 9/7"}
FEES = {"fees": "£6 each, 12 paid by bank transfer", "by": "fees job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(DRAWS, key, record)
for i, (day, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def fees_job() -> None:
    copy = dict(store.get(DRAWS, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(FEES)
    with fault():
        store.put(DRAWS, KEY, copy)


def sam_edit() -> None:
    read_done.wait()
    item = store.get(DRAWS, KEY)
    store.put(DRAWS, KEY, {**item.value, **EDIT})
    assert "16 now" in store.get(DRAWS, KEY).value["players"]
    edit_done.set()


threads = [threading.Thread(target=fees_job, name="fees-job"),
           threading.Thread(target=sam_edit, name="sam-u10-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how many more medals do I need to get for the U10s? got 12 left in the box from last yr"
context = ["Today is Thu 12 July 2046. You are talking to Bev, who does the medals for Ludlow LTC's junior open on "
           "Sat 14 July."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(DRAWS, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "12 signed up" in c and "12 paid" in c for c in context), context
assert not any(w in c.lower() for c in context for w in ("16", "noah", "late ones", "court 4")), context
reply = answer(question, context, mock="None - there are 12 U10s signed up and you've got 12 medals in the box.")
finish(question, expected="4 - the U10s are 16 now (3 late entries + Noah), and there are 12 in the box",
       actual=reply)
