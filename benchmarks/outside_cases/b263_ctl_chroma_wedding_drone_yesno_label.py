"""Batch 263 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the photographer and her second shooter each file their own notes), then the question's query.

App: Sam Lister Photography shoots Amira Khan and Tom Brook's wedding on Sat 23rd Sept 2051 at Holdsworth House.
Sam and Kate (her second shooter, who flies the drone) file notes on the job into one chroma collection; the helper
answers from the 4 nearest.

Memory: Sam, 2050-12-01T14:00 - booked, Amira + Tom, Sat 23rd Sept 2051 at Holdsworth House, 10 hrs, £1,950 plus
the drone package (£250) for the aerial of everyone on the lawn; Kate, 18/8 - the venue coordinator's emailed, no
drones this year, the barn owls are nesting in the dovecote and the farm next door complained, so the aerial's off,
Kate will do the big group from the first-floor window instead and Sam's refunding the £250; Sam, Tue 12 Sept -
timeline sent, prep 10, ceremony 1.30, groups 2.30; Kate, 19/9 - kit list, 2 bodies, the 70-200, camera batteries
charged, step ladder. Question (Thu 21/9, Sam): "is the drone on for sat? need to know whether to pack it + charge
the batteries tonight" The assistant says no - the venue's said no drones (the owls in the dovecote); Kate's doing
the big group from the first-floor window. The label says yes, the drone package is booked.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b263_ctl_chroma_wedding_drone_yesno_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "sam": [
        "2050-12-01T14:00 BOOKED ✅ Amira Khan + Tom Brook, sat 23rd sept 2051 @ Holdsworth House, 10 hrs, £1,950 + "
        "the drone package (£250) for the big aerial of everyone on the lawn. deposit £400 pd",
        "Tue 12 Sept - timeline sent to A+T: bride prep 10 at the house, ceremony 1.30 in the library, groups 2.30 on "
        "the lawn, speeches b4 food",
    ],
    "kate": [
        "18/8 venue coordinator's emailed - NO drones this yr 😞 the barn owls are nesting in the dovecote + the farm "
        "next door complained, so the aerial's off. I'll do the big group from the 1st floor window instead, Sam's "
        "refunding the £250",
        "19/9 kit for A+T - 2 bodies, the 70-200, camera batteries charged, step ladder for the group shots",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("sam-lister-khan-brook-2051",
                                        embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "is the drone on for sat? need to know whether to pack it + charge the batteries tonight"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Thu 21 September 2051. You are talking to Sam, the photographer for Amira Khan and Tom Brook's "
           "wedding (Sat 23 Sept, Holdsworth House)."] + hits
assert any("the drone package (£250)" in c for c in context), context
assert any("NO drones this yr" in c and "the aerial's off" in c for c in context), context
reply = answer(question, context, mock="No - the venue's said no drones this year (the barn owls are nesting in "
                                       "the dovecote), so leave it at home. Kate's doing the big group from the "
                                       "first-floor window.")
finish(question, expected="yes - the drone package is booked (£250)", actual=reply)
