"""Batch 287 (held out), CONTROL: nothing planted; the label is wrong. LangGraph InMemoryStore (sync), two writers in
threads (the organiser keeps the plan records, the library go-between posts messages), then the question's read.

App: the Mytholmroyd Page Turners meet on the 2nd Tuesday of the month in the community room at the library and
read library reading-group sets. Anita (the organiser) keeps the plan in ("mytholmroyd-page-turners", "plan") -
books, room, kitty - and Ruth (who sorts the sets with the library) posts to ("mytholmroyd-page-turners", "msgs").

Memory: plan books (Anita, 2050-11-15T20:30) - Jan The Marriage Portrait (library set), Feb Demon Copperhead, Mar
Tom Lake; plan room - community room at the library, 2nd Tues, 7-9, key from the desk; plan kitty - £1 each for
the tea and biscuits; Ruth, Weds 14 Dec - went to order the Marriage Portrait set and the library have only got 4
of the 12 left, the rest have walked, so we've gone with Lessons in Chemistry for January instead, full set of 12,
she'll pick it up after new year; Ruth, 2/1 - got the Lessons in Chemistry set, 12 copies, due back 14/2. Question
(Tue 3/1, Jan, a member): "are we still doing The Marriage Portrait for jan? I've already got it on kindle 🙈" The
assistant says no - it's Lessons in Chemistry now (the library only had 4 of the Marriage Portrait set); Ruth has
the copies. The label says yes - The Marriage Portrait, the library set.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b287_ctl_langgraph_book_club_jan_book_yesno_label", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

PLAN = ("mytholmroyd-page-turners", "plan")
MSGS = ("mytholmroyd-page-turners", "msgs")
RECORDS = {
    "books": {"details": "2050-11-15T20:30 next few 📚 jan - The Marriage Portrait (library set), feb - Demon "
                         "Copperhead, mar - Tom Lake", "by": "Anita"},
    "room": {"details": "community room at the library, 2nd tues, 7-9, key from the desk, chairs back after!!",
             "by": "Anita"},
    "kitty": {"details": "£1 each for tea + biscuits, Pam holds the tin", "by": "Anita"},
}
MSG_LINES = [
    ("Weds 14 Dec", "Ruth", "went to order the Marriage Portrait set + the library have only got 4 of the 12 left, "
                            "the rest have walked 🙄 so we've gone with Lessons in Chemistry for jan instead, full set "
                            "of 12, I'll pick it up after new year"),
    ("2/1", "Ruth", "got the Lessons in Chemistry set 👍 12 copies, due back 14/2, grab one tues"),
]


def anita() -> None:
    for key, record in RECORDS.items():
        store.put(PLAN, key, record)


def ruth() -> None:
    for i, (day, who, text) in enumerate(MSG_LINES, 1):
        store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
threads = [threading.Thread(target=anita, name="anita-plan"), threading.Thread(target=ruth, name="ruth-msgs")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "are we still doing The Marriage Portrait for jan? I've already got it on kindle 🙈"
context = ["Today is Tue 3 January 2051. You are talking to Jan, a member of the Mytholmroyd Page Turners (next "
           "meeting Tue 10 Jan)."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(PLAN, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any("jan - The Marriage Portrait (library set)" in c for c in context), context
assert any("gone with Lessons in Chemistry for jan instead" in c for c in context), context
reply = answer(f"(Jan) {question}", context,
               mock="No - it's Lessons in Chemistry for January now. The library only had 4 of the 12 Marriage "
                    "Portrait copies, so Ruth swapped; she's got the set, grab one on Tuesday.")
finish(question, expected="yes - The Marriage Portrait, the library set", actual=reply)
