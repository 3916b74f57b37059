"""Batch 376 (held out). A matatu SACCO's vehicle records: LangGraph InMemoryStore (sync), two writers in threads.

App: Kijani Line Sacco keep one record per vehicle in ("kijani-line-2026", "vehicles") - driver, makanga, route,
daily remittance target - and the drivers' messages in ("kijani-line-2026", "msgs"). The M-Pesa sync job (a script
that reads the paybill statement) reads a vehicle's record, adds the last remittance it saw and writes the whole
record back; the owner edits the same record at the same time.

Planted fault (UpdateError, lost update): the sync job reads KDM 904T's record (Otieno driving, Kip makanga, target
3,500 a day); Mzee Gitau (the owner) writes in, Mon 16/03/2026, that with the road works on Mto Safi road trips
zimepungua, so the target ni 3,000 from leo, not 3,500, till the road is done; the sync job then puts back its stale
copy with its last-payment line, losing the owner's edit. Question (Wed 18/03/2026, Otieno): "leo nimetuma 2,200 so
far by paybill - nimebaki na ngapi kufikisha target?" -> expected 800 (3,000 - 2,200). The assistant says 1,300.

Expected verdict: UpdateError at langgraph.store.put (the sync job's put, wrapped in fault()): the owner's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides the
balance. Asserted: the owner's edit was in the store before the stale put; KDM 904T's record has the last payment
and the 3,500 target, and no context line has 3,000, the road works or "zimepungua".
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b376_langgraph_sacco_remittance_balance_diff_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

VEH = ("kijani-line-2026", "vehicles")
MSGS = ("kijani-line-2026", "msgs")
KEY = "KDM 904T"
RECORDS = {
    KEY: {"details": "14-seater, Mto Safi - town. dere Otieno, makanga Kip. target 3,500 kwa siku, paybill 804417 acc "
                     "KDM904T by 9pm. owner Mzee Gitau",
          "by": "office"},
    "KDQ 218M": {"details": "14-seater, Mto Safi - town. dere Kamau, makanga Njoro. target 3,500 kwa siku. NTSA "
                            "inspection Sat 14th done, passed 👍",
                 "by": "office"},
    "KDA 552Q": {"details": "33-seater, Kijiji Mpya - town. dere Juma, makanga Omondi. target 5,200 kwa siku, "
                            "owner Mama Akinyi",
                 "by": "office"},
}
MSG_LINES = [
    ("09/03/2026", "Wanjiru", "remittance by 9pm sharp, late ni fine ya 200 bob"),
    ("Thu 12th", "Otieno", "KDM 904T iko kwa fundi morning, clutch. tutaanza saa nne"),
    ("Sat 14/03", "Kip", "jackets zimefika, nimechukua 2 for KDM 904T"),
]
EDIT = {"details": "14-seater, Mto Safi - town. dere Otieno, makanga Kip. road works za Mto Safi road 🚧 trips "
                   "zimepungua, so target ni 3,000 kwa siku from leo si 3,500, till barabara iishe. paybill 804417 acc "
                   "KDM904T by 9pm. owner Mzee Gitau",
        "edited": "Mzee Gitau Mon 16/03/2026"}
SYNC = {"last_payment": "RQ4HT8XW21 Confirmed. Ksh2,200.00 paid to KIJANI LINE SACCO acc KDM904T on 18/3/26 at "
                        "3:47 PM (sync job)"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(VEH, key, record)
for i, (day, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def sync_job() -> None:
    copy = dict(store.get(VEH, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(SYNC)
    with fault():
        store.put(VEH, KEY, copy)


def owner_edit() -> None:
    read_done.wait()
    item = store.get(VEH, KEY)
    store.put(VEH, KEY, {**item.value, **EDIT})
    assert "target ni 3,000 kwa siku from leo si 3,500" in store.get(VEH, KEY).value["details"]
    edit_done.set()


threads = [threading.Thread(target=sync_job, name="mpesa-sync"),
           threading.Thread(target=owner_edit, name="owner-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "leo nimetuma 2,200 so far by paybill - nimebaki na ngapi kufikisha target?"
context = ["Today is Wed 18 March 2026. You are talking to Otieno, driver of KDM 904T with Kijani Line Sacco."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(VEH, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "target 3,500 kwa siku" in c and "Ksh2,200.00" in c for c in context), context
assert not any(w in c.lower() for c in context for w in ("3,000", "road works", "zimepungua")), context
reply = answer(f"(Otieno, KDM 904T) {question}", context,
               mock="Umebaki na 1,300 - target ni 3,500, umetuma 2,200. Tuma by 9pm.")
finish(question, expected="800 - Mzee Gitau dropped the target to 3,000 from Mon 16th for the road works",
       actual=reply)
