"""Batch 355 (held out). A magazine's features team: LangGraph InMemoryStore (sync), two writers in threads.

App: the features team of Northern Life (a monthly regional magazine) keep one record per feature of the April 2051
issue in ("northern-life-apr51", "features") - slug, writer, length, pages, copy deadline, status - and the team's
messages in ("northern-life-apr51", "msgs"). The CMS sync job (it copies the words filed so far from the CMS into
the helper) reads a feature's record, adds its count and writes the whole record back; Ruth (the features editor)
edits the same record at the same time.

Planted fault (UpdateError, lost update): the sync job reads the HALE-PROFILE record (Tom Aske, freelance, 3,200w,
4pp, copy due to the features desk this Fri 17 Feb); Ruth writes in, on Weds 15 Feb, that it's on hold for legal
(Hale's lawyers have seen the headline) and the copy is now due "a week on Monday, not this Fri" (from a Wednesday:
Monday 27 February), still 3,200w; the sync job then puts back its stale copy with its count, losing Ruth's edit.
Question (Thu 16 Feb, Tom): "when's my Hale copy due now? Ruth said something had changed but I missed the email"
-> expected Monday 27 February (Ruth's "a week on Monday", written Weds 15 Feb), with the piece held for legal. The
assistant says this Friday, 17 February.

Expected verdict: UpdateError at langgraph.store.put (the sync job's put, wrapped in fault()): Ruth's write landed
and the later put from a copy read before it overwrote it, so the store lost the change that decides the deadline.
Asserted: Ruth's edit was in the store before the stale put; the HALE-PROFILE record has the CMS count and "due
this Fri 17 Feb", and no context line has "a week on Monday", legal or lawyers.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b355_langgraph_magazine_features_copy_due_when_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

FEAT = ("northern-life-apr51", "features")
MSGS = ("northern-life-apr51", "msgs")
KEY = "HALE-PROFILE"
RECORDS = {
    KEY: {"details": "HALE-PROFILE - Tom Aske (freelance), 3,200w, 4pp, pics Lou (shot at the mill 9/2). copy due to "
                     "features desk this Fri 17 Feb, 1st edit Ruth, then subs",
          "by": "Ruth"},
    "COVER-WILDSWIM": {"details": "COVER-WILDSWIM - Aisha, 4,000w + 2 boxouts, 6pp, Gaddings Dam shoot done. copy in, "
                                  "w/ subs",
                       "by": "Ruth"},
    "LIDO-RESCUE": {"details": "LIDO-RESCUE - Ben, 1,800w, 3pp, waiting on the trust's figures (visitor nos 2049 v "
                               "2050)",
                    "by": "Ruth"},
}
MSG_LINES = [
    ("2051-02-06T09:30", "Ruth", "APRIL features meeting notes: cover = wild swimming, Hale profile, lido, plus "
                                 "the usual reviews. press day for April is 3 Mar"),
    ("8/2", "Kit", "art: new headline face from the redesign on all the openers, 72pt drop caps"),
    ("Mon 13 Feb", "Ben", "lido trust say figures by weds, fingers crossed 🤞"),
]
EDIT = {"details": "HALE-PROFILE - Tom Aske (freelance), 3,200w, 4pp. HOLD FOR LEGAL - Hale's lawyers have seen the "
                   "headline 🙄 so copy now due a week on Monday, not this Fri. still 3,200w, pics Lou as was",
        "edited": "Ruth weds 15 feb"}
SYNC = {"cms": "2,150w filed in the CMS so far (sync 15/2 14:00)", "by": "cms sync"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(FEAT, key, record)
for i, (day, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def cms_sync() -> None:
    copy = dict(store.get(FEAT, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(SYNC)
    with fault():
        store.put(FEAT, KEY, copy)


def ruth_edit() -> None:
    read_done.wait()
    item = store.get(FEAT, KEY)
    store.put(FEAT, KEY, {**item.value, **EDIT})
    assert "copy now due a week on Monday, not this Fri" in store.get(FEAT, KEY).value["details"]
    edit_done.set()


threads = [threading.Thread(target=cms_sync, name="cms-sync"), threading.Thread(target=ruth_edit, name="ruth-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "when's my Hale copy due now? Ruth said something had changed but I missed the email"
context = ["Today is Thu 16 February 2051. You are talking to Tom Aske, a freelance writer on Northern Life's April "
           "issue."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(FEAT, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "due to features desk this Fri 17 Feb" in c and "2,150w filed" in c
           for c in context), context
assert not any(w in c.lower() for c in context for w in ("a week on monday", "legal", "lawyers")), context
reply = answer(f"(Tom) {question}", context, mock="Tomorrow - Friday 17 February, to the features desk. Ruth does "
                                                  "the first edit. You've 2,150 of the 3,200 words in so far.")
finish(question, expected="Monday 27 February - Ruth moved it to a week on Monday (written Weds 15 Feb), the piece "
                          "is held for legal", actual=reply)
