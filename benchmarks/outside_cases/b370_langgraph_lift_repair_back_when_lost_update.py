"""Batch 370 (held out). A housing society's lift repair under the AMC: LangGraph InMemoryStore (sync), two writers in
threads.

App: Orchid Enclave CHS (A and B wings, 14 floors each) have a comprehensive lift AMC with Vertex Lifts. The
society's helper keeps one record per lift and per topic in ("orchid-enclave-lifts-2050", "plan") - the B-wing lift,
the A-wing lift, the AMC - and residents' messages in ("orchid-enclave-lifts-2050", "msgs"). The accounts job (the
treasurer's script that copies Vertex's invoices into the helper) reads the B-wing lift record, adds the invoice
line and writes the whole record back; Sanjay (the secretary) edits the same record at the same time.

Planted fault (UpdateError, lost update): the accounts job reads the B-wing lift record (shut since Tue 08-11-50,
the main ropes worn out, Vertex replacing all 4 ropes, back in service by Fri 18-11); Sanjay writes in, Mon
14-11-50, that the ropes have come but the controller card also needs replacing and is coming from the factory, so
the lift is back only by Weds next week, not this Fri - seniors to keep using the A-wing lift and the 4th floor
corridor; the accounts job then puts back its stale copy with its invoice line, losing Sanjay's edit. Question
(Thu 17-11-50, Mrs. Sharma, B-702): "when will the B-wing lift start? papa has his dialysis on Sat morning, he can't
do 7 floors" -> expected Weds 23-11 (Weds of the week after the 14th), so for Saturday still the A-wing lift and the
4th floor corridor. The assistant says Fri 18-11.

Expected verdict: UpdateError at langgraph.store.put (the accounts job's put, wrapped in fault()): Sanjay's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides the
date. Asserted: Sanjay's edit was in the store before the stale put; the B-wing record has the invoice line and
"back in service by Fri 18-11", and no context line has the controller card or "next week".
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b370_langgraph_lift_repair_back_when_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

PLAN = ("orchid-enclave-lifts-2050", "plan")
MSGS = ("orchid-enclave-lifts-2050", "msgs")
KEY = "b-wing-lift"
RECORDS = {
    KEY: {"status": "B-wing lift shut since Tue 08-11-50 - main ropes worn out, Vertex replacing all 4 ropes under "
                    "the AMC. Vertex says back in service by Fri 18-11. Seniors kindly use A-wing lift + the "
                    "connecting corridor on 4th flr",
          "by": "Sanjay (secy)"},
    "a-wing-lift": {"status": "A-wing lift working fine, quarterly service done 29-10. Kindly don't keep the door "
                              "open for loading, use the service lift for furniture",
                    "by": "Sanjay (secy)"},
    "amc": {"details": "Vertex Lifts comprehensive AMC for both wings 01-04-50 to 31-03-51, ₹1.86 lakh + GST. Parts "
                       "covered except damage due to misuse. Breakdown helpline on the notice board",
            "by": "Mrs. Rao (treasurer)"},
}
MSG_LINES = [
    ("09-11-50", "B-1104", "who is carrying the cylinder up for us?? the delivery boy refused 7+ flrs"),
    ("10-11-50", "Sanjay", "watchmen will help with gas cylinders + groceries for seniors, kindly tip them"),
    ("12-11-50", "B-302", "can the A-wing corridor be kept unlocked till 11 pm pls - Sanjay: done"),
]
EDIT = {"status": "B-wing lift - UPDATE: ropes have come but the controller card also needs replacing 😩 card is "
                  "coming from the factory, so Vertex says lift back only by Weds next week, not this Fri. Seniors "
                  "kindly continue with A-wing lift + the 4th flr corridor, sorry for the inconvenience 🙏",
        "edited": "Sanjay 14-11-50 (Mon)"}
INVOICE = {"invoice": "Vertex inv VX/1187 ₹64,900 incl GST for the ropes (parts under AMC, labour extra), 50% advance "
                      "paid 10-11", "by": "accounts job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(PLAN, key, record)
for i, (day, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def accounts_job() -> None:
    copy = dict(store.get(PLAN, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(INVOICE)
    with fault():
        store.put(PLAN, KEY, copy)


def sanjay_edit() -> None:
    read_done.wait()
    item = store.get(PLAN, KEY)
    store.put(PLAN, KEY, {**item.value, **EDIT})
    assert "lift back only by Weds next week, not this Fri" in store.get(PLAN, KEY).value["status"]
    edit_done.set()


threads = [threading.Thread(target=accounts_job, name="accounts-job"),
           threading.Thread(target=sanjay_edit, name="sanjay-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "when will the B-wing lift start? papa has his dialysis on Sat morning, he can't do 7 floors"
context = ["Today is Thu 17-11-2050. You are talking to Mrs. Sharma (B-702) of Orchid Enclave CHS."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(PLAN, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "back in service by Fri 18-11" in c and "VX/1187" in c for c in context), context
assert not any(w in c.lower() for c in context for w in ("controller card", "next week", "14-11")), context
reply = answer(f"(Mrs. Sharma, B-702) {question}", context,
               mock="The B-wing lift should be back in service by Fri 18-11, so your father can take it on Sat "
                    "morning for his dialysis.")
finish(question, expected="Weds 23-11 - the controller card is coming from the factory; for Sat use the A-wing lift "
                          "+ the 4th floor corridor", actual=reply)
