"""Batch 256 (held out). A parish newsletter's editorial notes: LangGraph InMemoryStore (sync), two writers in
threads.

App: St Mary's, Rastrick put out "The Link", a parish newsletter of 16-20 pages, six times a year; the Dec/Jan 2050
issue has the Christmas services, Revd Sarah's letter, the Mothers' Union, the bellringers, the crossword and the
ads. The editorial helper keeps one record per part of the issue in ("st-marys-link-decjan-2050", "plan") - the
deadlines, the pages, the print, the delivery - and contributors' messages in ("st-marys-link-decjan-2050", "msgs").
The layout job (Geoff's script that counts the pages as copy comes in) reads the deadlines record, adds the page count
and writes the whole record back; Anne (the editor) edits the same record at the same time.

Planted fault (UpdateError, lost update): the layout job reads the deadlines record (copy to Anne by Fri 11th Nov,
5pm, proofs to Revd Sarah Mon 14th, to Inprint Thu 17th); Anne writes in, Sat 5th Nov, that Inprint have moved them
up a slot because of their Christmas rush, so copy's now needed by Weds 9th Nov, not Fri 11th, proofs Fri 11th, to
the printers Mon 14th; the layout job then puts back its stale copy with its page count, losing Anne's edit.
Question (Mon 7/11, Ken, who writes the bellringers' piece): "when do u need the bellringers bit by for the xmas
one? we've got the quarter peal on the 19th to put in" -> expected Weds 9th Nov (brought forward, Inprint's
Christmas rush). The assistant says Fri 11th Nov.

Expected verdict: UpdateError at langgraph.store.put (the layout job's put, wrapped in fault()): Anne's write landed
and the later put from a copy read before it overwrote it, so the store lost the change that decides the deadline.
Asserted: Anne's edit was in the store before the stale put; the deadlines record has the page count and Fri 11th,
and no context line has Weds 9th, "moved us up" or "brought forward".
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b256_langgraph_parish_newsletter_copy_deadline_which_day_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

PLAN = ("st-marys-link-decjan-2050", "plan")
MSGS = ("st-marys-link-decjan-2050", "msgs")
KEY = "deadlines"
RECORDS = {
    KEY: {"details": "Dec/Jan Link - copy to me by FRI 11th NOV 5pm latest pls, photos as jpgs NOT pasted in word "
                     "docs. proofs to Revd Sarah mon 14th, off to Inprint thurs 17th, out in church sun 27th (Advent)",
          "by": "Anne"},
    "pages": {"details": "20pp - letter p2, services centre pages (8-13), MU, bells, crossword, ads back 2 pages",
              "by": "Anne"},
    "print": {"details": "Inprint, Brighouse - 350 copies, £210 + VAT, colour cover only this time",
              "by": "Anne"},
    "delivery": {"details": "Joan's rota, bundles at the back of church from the 27th, care home copies to Sheila",
                 "by": "Joan"},
}
MSG_LINES = [
    ("2050-10-10T09:40", "Pat", "MU report coming, 300 words ish, can I have a photo of the coffee morning"),
    ("21.10.", "Mr Haigh", "crossword's done, christmas theme, answers in the Feb issue as usual"),
    ("Tue 1st Nov", "Revd Sarah", "letter will be with u by the 8th, sorry it's late"),
]
EDIT = {"details": "Dec/Jan Link - DEADLINE BROUGHT FORWARD 😬 Inprint have moved us up a slot w/ their xmas rush, "
                   "so copy to me by WEDS 9th NOV now, not fri 11th. proofs to Revd Sarah fri 11th, printers mon "
                   "14th. photos as jpgs pls. still out in church sun 27th",
        "edited": "Anne sat 5th"}
LAYOUT = {"pages_so_far": "14 of 20 in (sun 6th)", "by": "layout job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(PLAN, key, record)
for i, (day, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def layout_job() -> None:
    copy = dict(store.get(PLAN, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(LAYOUT)
    with fault():
        store.put(PLAN, KEY, copy)


def anne_edit() -> None:
    read_done.wait()
    item = store.get(PLAN, KEY)
    store.put(PLAN, KEY, {**item.value, **EDIT})
    assert "copy to me by WEDS 9th NOV now, not fri 11th" in store.get(PLAN, KEY).value["details"]
    edit_done.set()


threads = [threading.Thread(target=layout_job, name="layout-job"),
           threading.Thread(target=anne_edit, name="anne-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "when do u need the bellringers bit by for the xmas one? we've got the quarter peal on the 19th to put in"
context = ["Today is Mon 7 November 2050. You are talking to Ken, who writes the bellringers' piece for St Mary's "
           "parish newsletter, The Link."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(PLAN, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "FRI 11th NOV" in c and "14 of 20" in c for c in context), context
assert not any(w in c.lower() for c in context for w in ("weds 9th", "moved us up", "brought forward")), context
reply = answer(f"(Ken) {question}", context,
               mock="By Friday 11th November, 5pm - the quarter peal on the 19th can go in as 'coming up'.")
finish(question, expected="Weds 9th Nov - Anne brought it forward, Inprint's Christmas rush", actual=reply)
