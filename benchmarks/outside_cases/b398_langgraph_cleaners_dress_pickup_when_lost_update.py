"""Batch 398 (held out). A family-run Koreatown dry cleaner's counter notes: LangGraph InMemoryStore (sync), two
writers in threads.

App: Golden Star Cleaners on Western Ave in Koreatown is run by the Park family - umma (Mrs. Park) on the counter
and the spotting, appa on the presses, their son Andy, who wrote the shop's little helper and a script that copies
Square payments into it. The helper keeps one record per big-job ticket in ("golden-star-cleaners", "tickets") and
the counter's messages in ("golden-star-cleaners", "msgs"). The payments job reads a ticket record, adds the payment
line and writes the whole record back; umma edits the same record at the same time.

Planted fault (UpdateError, lost update): the payments job reads ticket #6021's record (Ms. Lim Soo-jin's wedding
dress, full clean + press, beading on the bodice, $145, ready Sat 10/22); umma writes in, Tues 10/18, that the
beading is glued not sewn, so it has to be hand-cleaned by the specialist in Glendale - one wk later, ready Sat
10/29 not 10/22, she's called Lim-ssi; the payments job then puts back its stale copy with the $45 deposit line,
losing umma's edit. Question (Thu 10/20, Ms. Lim texting): "hi is my dress ready sat? when can I come get it 🙏" ->
expected Sat 10/29 (a week later than first said, for the hand-cleaning). The assistant says Sat 10/22.

Expected verdict: UpdateError at langgraph.store.put (the payments job's put, wrapped in fault()): umma's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides the
pickup day. Asserted: umma's edit was in the store before the stale put; the ticket record has the deposit line and
"ready Sat 10/22", and no context line has 10/29, Glendale or "glued".
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b398_langgraph_cleaners_dress_pickup_when_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

TICKETS = ("golden-star-cleaners", "tickets")
MSGS = ("golden-star-cleaners", "msgs")
KEY = "tkt-6021"
RECORDS = {
    KEY: {"details": "tkt #6021 Ms. Lim Soo-jin - wedding dress (ivory, beading on the bodice), full clean + press, "
                     "$145, ready Sat 10/22. she's wearing it again for her sister's wedding Sun 10/30!! handle w/ care",
          "by": "umma"},
    "tkt-5988": {"details": "tkt #5988 Oh jangnonim - 3 comforters + a wool blanket, $96, ready Tues 10/25",
                 "by": "umma"},
    "tkt-6004": {"details": "tkt #6004 Hope Presbyterian - 14 choir robes, $8 ea, church card on file, ready Fri "
                            "10/21, Kim jipsanim picking up",
                 "by": "Andy"},
}
MSG_LINES = [
    ("10/14 9:10am", "appa", "press #2 making the noise again, don't use it till the guy comes Mon"),
    ("10/15", "Andy", "Square's syncing now, deposits show on the ticket automatically 👍"),
    ("Mon 10/17", "umma", "Mrs. Baek's blouse - gave up on the wine stain, no charge, she's fine"),
]
EDIT = {"details": "tkt #6021 Ms. Lim Soo-jin - wedding dress (ivory, beading on the bodice), full clean + press, "
                   "$145. beading is GLUED not sewn 😬 so it has to go to the specialist in Glendale for hand "
                   "cleaning - one wk later, ready Sat 10/29 not 10/22. called Lim-ssi, she's ok, wedding is the 30th. "
                   "handle w/ care",
        "edited": "umma tues 10/18"}
PAYMENT = {"paid": "$45 deposit on Square 10/15, bal $100 at p/u", "by": "payments job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(TICKETS, key, record)
for i, (day, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def payments_job() -> None:
    copy = dict(store.get(TICKETS, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(PAYMENT)
    with fault():
        store.put(TICKETS, KEY, copy)


def umma_edit() -> None:
    read_done.wait()
    item = store.get(TICKETS, KEY)
    store.put(TICKETS, KEY, {**item.value, **EDIT})
    assert "ready Sat 10/29 not 10/22" in store.get(TICKETS, KEY).value["details"]
    edit_done.set()


threads = [threading.Thread(target=payments_job, name="payments-job"),
           threading.Thread(target=umma_edit, name="umma-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "hi is my dress ready sat? when can I come get it 🙏"
context = ["Today is Thu 10/20/2050. You are talking to Ms. Lim Soo-jin (ticket #6021), a customer of Golden Star "
           "Cleaners."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(TICKETS, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "ready Sat 10/22" in c and "$45 deposit" in c for c in context), context
assert not any(w in c.lower() for c in context for w in ("10/29", "glendale", "glued")), context
reply = answer(f"(Ms. Lim, tkt #6021) {question}", context,
               mock="Yes - your dress will be ready Sat 10/22. Balance is $100 at pickup.")
finish(question, expected="Sat 10/29 - a week later, the glued beading has to be hand-cleaned in Glendale",
       actual=reply)
