"""Batch 343 (held out). A PhD supervision panel: LangGraph InMemoryStore (sync), two writers in threads.

App: Wei Chen is a second-year PhD candidate in the School of Earth and Environmental Sciences; her supervision
panel is chaired by Assoc. Prof. K. Lawson, with Dr M. Okafor as principal supervisor. The School's HDR helper keeps
one record per part of her candidature in ("hdr-wei-chen-2051", "candidature") - the panel membership, the
milestones, the ethics, the resources - and supervision notes in ("hdr-wei-chen-2051", "notes"). The Graduate
Research School's nightly sync job reads the membership record, adds the GRS record number and the date it checked
it, and writes the whole record back; the panel chair edits the same record at the same time.

Planted fault (UpdateError, lost update): the sync job reads the membership record (principal supervisor Dr Okafor,
associate supervisor Dr Singh, independent member Prof. E. Lindqvist, chair Assoc. Prof. Lawson); Assoc. Prof.
Lawson writes in, on 2051-04-03, that Prof. Lindqvist has withdrawn from the panel (sabbatical in Uppsala from May,
with limited availability) and that Dr Amelie Tremblay (UBC) has kindly agreed to join as independent member with
effect from today; the sync job then puts back its stale copy with the GRS number, losing the chair's edit.
Question (Mon 15 May, Wei): "Do I need to send my confirmation report to Prof. Lindqvist as well? The milestone
record says all panel members get it two weeks before the seminar." -> expected No - he has withdrawn from the panel;
it goes to Dr Tremblay (with Dr Okafor, Dr Singh and the chair). The assistant says yes.

Expected verdict: UpdateError at langgraph.store.put (the sync job's put, wrapped in fault()): the chair's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides the
answer. Asserted: the chair's edit was in the store before the stale put; the membership record has the GRS number
and Prof. Lindqvist as independent member, and no context line mentions Tremblay, the withdrawal or the sabbatical.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b343_langgraph_phd_panel_send_report_yesno_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

CAND = ("hdr-wei-chen-2051", "candidature")
NOTES = ("hdr-wei-chen-2051", "notes")
KEY = "panel"
RECORDS = {
    KEY: {"details": "Supervision panel: principal supervisor Dr M. Okafor; associate supervisor Dr R. Singh; "
                     "independent member Prof. E. Lindqvist; chair Assoc. Prof. K. Lawson (HDR coordinator, "
                     "SEES).",
          "by": "GRS (as at 2050-07-01)"},
    "milestones": {"details": "Confirmation of candidature: seminar Fri 2 June 2051, 1000 AEST, Rm 3.21 Steele Bldg "
                              "(hybrid). Written report (max 15,000 words incl. the revised lit review) to be "
                              "circulated to all panel members no later than two weeks before the seminar.",
                   "by": "KL"},
    "ethics": {"details": "Human ethics not required (sediment cores only); biosafety approval IBC/50/221 current "
                          "to Dec 2052.",
               "by": "MO"},
    "resources": {"details": "Desk 4.07; XRF time booked via the CMM booking system, 2 x 8 h blocks in May; HDR "
                             "allowance AUD 3,000 for 2051.",
                  "by": "MO"},
}
NOTE_LINES = [
    ("2051-02-10", "MO", "Supervision mtg: methods chapter draft received, generally sound; it was suggested - "
                         "gently - that the age model be revisited before confirmation."),
    ("17/3/51", "RS", "Core SC-14 re-sampled; the 210Pb results should be back late April."),
    ("Thurs 27 Apr", "KL", "Reminder to all: confirmation seminars are open to the School; please book the room "
                           "via the School office (done for Wei - 3.21)."),
]
EDIT = {"details": "Supervision panel (updated 2051-04-03 by the chair): principal supervisor Dr M. Okafor; "
                   "associate supervisor Dr R. Singh; chair Assoc. Prof. K. Lawson. Prof. E. Lindqvist has withdrawn "
                   "from the panel (sabbatical in Uppsala from May, limited availability) - with thanks for his "
                   "contribution. Dr Amelie Tremblay (UBC) has kindly agreed to join as independent member, wef "
                   "today.",
        "edited": "KL 2051-04-03"}
SYNC = {"grs_record": "GRS-HDR-2049-00812, checked 2051-04-03", "by": "GRS sync job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(CAND, key, record)
for i, (day, who, text) in enumerate(NOTE_LINES, 1):
    store.put(NOTES, f"n-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def grs_sync() -> None:
    copy = dict(store.get(CAND, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(SYNC)
    with fault():
        store.put(CAND, KEY, copy)


def chair_edit() -> None:
    read_done.wait()
    item = store.get(CAND, KEY)
    store.put(CAND, KEY, {**item.value, **EDIT})
    assert "Dr Amelie Tremblay (UBC) has kindly agreed to join" in store.get(CAND, KEY).value["details"]
    edit_done.set()


threads = [threading.Thread(target=grs_sync, name="grs-sync"),
           threading.Thread(target=chair_edit, name="chair-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = ("Do I need to send my confirmation report to Prof. Lindqvist as well? The milestone record says all "
            "panel members get it two weeks before the seminar.")
context = ["Today is Mon 15 May 2051. You are talking to Wei Chen, a PhD candidate in SEES."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(CAND, limit=10)] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in store.search(NOTES, limit=50)]
assert any(c.startswith(KEY + ":") and "independent member Prof. E. Lindqvist" in c and "GRS-HDR" in c
           for c in context), context
assert not any(w in c.lower() for c in context for w in ("tremblay", "withdrawn", "sabbatical")), context
reply = answer(f"(Wei Chen) {question}", context,
               mock="Yes - Prof. Lindqvist is your panel's independent member, so he should get the report with the "
                    "others by Fri 19 May, two weeks before the seminar.")
finish(question, expected="No - Prof. Lindqvist has withdrawn from the panel; send it to Dr Tremblay (UBC), the new "
                          "independent member", actual=reply)
