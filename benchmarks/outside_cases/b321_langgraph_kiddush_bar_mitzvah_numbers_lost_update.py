"""Batch 321 (held out). A synagogue's kiddush committee: LangGraph InMemoryStore (sync), two writers in threads.

App: the kiddush committee at Shaare Tikvah, a small shul in north Leeds, does the kiddush after the Shabbat morning
service - challot, herring, egg and onion, kichels, cakes, wine and whisky - with a family sponsoring it when
there's a simcha. The committee's helper keeps one record per Shabbat in ("shaare-tikvah-kiddush-2051", "shabbatot")
and the committee's messages in ("shaare-tikvah-kiddush-2051", "msgs"). The order job (Ruth's script that copies
the bakery's order confirmation into the helper) reads a Shabbat's record, adds the order reference and writes the
whole record back; David (the committee chair) edits the same record at the same time.

Planted fault (UpdateError, lost update): the order job reads the record for Sat 14th Jan 2051 (the Levys' bar
mitzvah kiddush, sponsored by the Levys, numbers 80 - shul + family, herring, egg and onion, kichels, 4 challot);
David writes in, Mon 9th Jan, that Mrs Levy rang - the Manchester lot are all coming after all, plus Josh's school
friends and their parents, so it's 140 now, double the herring, 6 challot; the order job then puts back its stale
copy with the bakery's reference, losing David's edit. Question (Weds 11/1, Miriam, doing the cake order): "how
many's the kiddush for on sat? ordering the cakes from Grodzinski's tmrw" -> expected 140 (the Manchester family and
the school friends are coming). The assistant says 80.

Expected verdict: UpdateError at langgraph.store.put (the order job's put, wrapped in fault()): David's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides the
numbers. Asserted: David's edit was in the store before the stale put; the 14-jan record has the order reference
and 80, and no context line has 140, Manchester or "school friends".
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b321_langgraph_kiddush_bar_mitzvah_numbers_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

SHABBATOT = ("shaare-tikvah-kiddush-2051", "shabbatot")
MSGS = ("shaare-tikvah-kiddush-2051", "msgs")
KEY = "14-jan"
RECORDS = {
    "7-jan": {"details": "sat 7th jan - plain kiddush, shul pays, about 45. Brian's doing the l'chaim whisky as "
                         "usual", "by": "Ruth"},
    KEY: {"details": "sat 14th jan - Josh Levy's bar mitzvah 🎉 sponsored by the Levys. numbers 80 (shul + family). "
                     "herring x2 trays, egg + onion, kichels, 4 challot, cakes, whisky from the Levys. set up fri "
                     "afternoon", "by": "David"},
    "21-jan": {"details": "sat 21st jan - the Feldmans for Sheila's 80th, about 60, no herring (she hates it 😂)",
               "by": "Ruth"},
}
MSG_LINES = [
    ("2050-12-18T11:15", "Ruth", "new urn's arrived, the old one's going to the winter shelter"),
    ("2/1", "Miriam", "I'll do the cake orders from Grodzinski's for jan, tell me numbers by the weds before"),
    ("Thu 5th Jan", "David", "hall's booked for the Levys, tables in the long row like last time pls"),
]
EDIT = {"details": "sat 14th jan - Josh Levy's bar mitzvah 🎉 sponsored by the Levys. Mrs Levy rang (mon 9th) - the "
                   "Manchester lot are all coming after all + Josh's school friends and their parents, so it's 140 "
                   "now!! double the herring (4 trays), egg + onion, kichels, 6 challot, cakes, whisky from the "
                   "Levys. set up fri afternoon",
        "edited": "David mon 9th jan"}
ORDER = {"bakery_order": "Grodzinski's challah order ref GZ-2231 confirmed (sun 8th)", "by": "order job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(SHABBATOT, key, record)
for i, (day, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def order_job() -> None:
    copy = dict(store.get(SHABBATOT, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(ORDER)
    with fault():
        store.put(SHABBATOT, KEY, copy)


def david_edit() -> None:
    read_done.wait()
    item = store.get(SHABBATOT, KEY)
    store.put(SHABBATOT, KEY, {**item.value, **EDIT})
    assert "so it's 140 now" in store.get(SHABBATOT, KEY).value["details"]
    edit_done.set()


threads = [threading.Thread(target=order_job, name="order-job"),
           threading.Thread(target=david_edit, name="david-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how many's the kiddush for on sat? ordering the cakes from Grodzinski's tmrw"
context = ["Today is Weds 11 January 2051. You are talking to Miriam, who does the cake orders for Shaare Tikvah's "
           "kiddush committee."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(SHABBATOT, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "numbers 80" in c and "GZ-2231" in c for c in context), context
assert not any(w in c.lower() for c in context for w in ("140", "manchester", "school friends")), context
reply = answer(f"(Miriam) {question}", context, mock="80 - shul plus the Levy family, for Josh's bar mitzvah.")
finish(question, expected="140 - the Manchester family and Josh's school friends are coming", actual=reply)
