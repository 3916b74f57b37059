"""Batch 344 (held out). A blended family's holiday custody schedule: LangGraph InMemoryStore (sync), two writers in
threads.

App: Jen Harper and Marcus Okafor-Lee live together with Jen's children Maya (12) and Theo (9), whose dad is Chris,
and Marcus's son Jake (14), whose mom Dana lives in Sacramento. The holidays are a jigsaw of two custody agreements,
so the family helper keeps one record per holiday in ("harper-okafor-holidays-2027", "schedule") - Thanksgiving,
Christmas, New Year, spring break - and the email thread with the exes and grandparents in
("harper-okafor-holidays-2027", "emails"). The calendar sync (Marcus's script that copies the shared calendar into
the helper) reads a holiday's record, adds the date it synced and writes the whole record back; Jen edits the same
record from her phone at the same time.

Planted fault (UpdateError, lost update): the calendar sync reads the Christmas record (an odd year, so Maya and Theo
are at Chris's from Christmas Eve at 3 till Boxing Day noon, then with Jen and Marcus till the second of January;
Jake with them Christmas Eve and Christmas Day, flying to Dana's on the 26th); Jen writes in, on Sunday the fifth of
December, that Chris rang - his mum's going to Florida for Christmas after all, so he's asked to swap: Maya and Theo
with them from Christmas Eve through Boxing Day, to Chris's on the 27th till New Year's Day; the sync then puts back
its stale copy with its sync date, losing Jen's swap. Question (Marcus, Tuesday the fourteenth of December): "are
Maya and Theo with us on Christmas Day? trying to work out how big a turkey to order" -> expected yes (Chris swapped
this year). The assistant says no, they're at Chris's till Boxing Day noon.

Expected verdict: UpdateError at langgraph.store.put (the sync's put, wrapped in fault()): Jen's write landed and the
later put from a copy read before it overwrote it, so the store lost the change that decides the answer. Asserted:
Jen's edit was in the store before the stale put; the Christmas record has the sync date and the odd-year
arrangement, and no context line has the swap, Florida or the 27th.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b344_langgraph_custody_christmas_day_yesno_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

PLAN = ("harper-okafor-holidays-2027", "schedule")
EMAILS = ("harper-okafor-holidays-2027", "emails")
KEY = "christmas"
RECORDS = {
    KEY: {"arrangement": "Christmas 2027 is an odd year, so per the agreement Chris has Christmas: Maya and Theo are "
                         "at Chris's from Christmas Eve at 3pm until noon on Boxing Day, then with us until Sunday "
                         "the second of January. Jake is with us Christmas Eve and Christmas Day and flies to Dana's "
                         "in Sacramento on the 26th (the 7.05am out of Portland, Marcus driving).",
          "by": "Jen"},
    "thanksgiving": {"arrangement": "Thanksgiving: Maya and Theo with us (Chris has them the Friday to Sunday). "
                                    "Jake with Dana this year, flight booked. Grandma Ruth is hosting, bring pies.",
                     "by": "Marcus"},
    "new-year": {"arrangement": "New Year: all three kids with us for New Year's Eve unless something changes - "
                                "the Hendersons' party, kids welcome till 10.",
                 "by": "Jen"},
    "spring-break": {"arrangement": "Spring break 2028 (the last week of March): Jake with Dana the whole week, Maya "
                                    "and Theo split Mon-Wed with Chris, Thu-Sun with us.",
                     "by": "Marcus"},
}
EMAIL_LINES = [
    ("Sat 13 Nov 2027", "Grandma Ruth", "Hello my darlings, I've ordered the turkey for Thanksgiving and your "
                                        "Grandpa insists on doing the sweet potatoes with the marshmallows again, I "
                                        "have given up arguing. Love to all the children, Mom"),
    ("Thu 25 Nov 2027", "Dana", "Hi Marcus, Jake landed fine, thank you for driving him at that ungodly hour. He's "
                                "grown about a foot. I'll have him back to you Sunday evening. D."),
    ("Wed 1 Dec 2027", "Chris", "Hi Jen, the kids can bring their presents from you over to mine, no problem - Maya "
                               "wants to show Grandma her new guitar. Chris"),
]
EDIT = {"arrangement": "CHANGE for this year - Chris rang last night: his mum's going to Florida for Christmas after "
                       "all, so he's asked if we can swap. Maya and Theo are with us from Christmas Eve right through "
                       "Boxing Day, and go to Chris's on the 27th until New Year's Day. I said yes, obviously! Jake's "
                       "plans don't change - with us Christmas Eve and Day, flying to Dana's on the 26th.",
        "edited": "Jen, Sun 5 Dec"}
SYNC = {"calendar_synced": "Sat 4 Dec 2027 from the shared family calendar", "by": "calendar sync"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(PLAN, key, record)
for i, (day, who, text) in enumerate(EMAIL_LINES, 1):
    store.put(EMAILS, f"e-{i:02d}", {"date": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def calendar_sync() -> None:
    copy = dict(store.get(PLAN, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(SYNC)
    with fault():
        store.put(PLAN, KEY, copy)


def jen_edit() -> None:
    read_done.wait()
    item = store.get(PLAN, KEY)
    store.put(PLAN, KEY, {**item.value, **EDIT})
    assert "Maya and Theo are with us from Christmas Eve right through" in store.get(PLAN, KEY).value["arrangement"]
    edit_done.set()


threads = [threading.Thread(target=calendar_sync, name="calendar-sync"),
           threading.Thread(target=jen_edit, name="jen-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "are Maya and Theo with us on Christmas Day? trying to work out how big a turkey to order"
context = ["Today is Tuesday 14 December 2027. You are talking to Marcus Okafor-Lee (partner of Jen Harper; Jen's "
           "children Maya and Theo, Marcus's son Jake)."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(PLAN, limit=10)] + \
          [f"{m.value['date']} {m.value['from']}: {m.value['text']}" for m in store.search(EMAILS, limit=50)]
assert any(c.startswith(KEY + ":") and "at Chris's from Christmas Eve at 3pm" in c and "calendar_synced" in c
           for c in context), context
assert not any(w in c.lower() for c in context for w in ("swap", "florida", "27th")), context
reply = answer(f"(Marcus) {question}", context,
               mock="No - it's an odd year, so they're at Chris's from Christmas Eve at 3 until noon on Boxing Day. "
                    "It'll be you, Jen and Jake on the day.")
finish(question, expected="yes - Chris asked to swap this year (his mum's in Florida), so they're with you Christmas "
                          "Eve through Boxing Day", actual=reply)
