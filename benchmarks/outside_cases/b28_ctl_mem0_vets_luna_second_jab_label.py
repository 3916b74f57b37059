"""Batch 28 (held out), control. A vet's surgery front-desk notes: mem0 Memory with ``infer=False`` (each note
stored as written; local model server for embeddings, in-memory qdrant), search, script style.

App: the reception team at Fenland Vets store their notes on patients, bookings and bills in mem0 under the desk's
user id and ask the assistant from a search. Luna, Ms Petrova's kitten, had her first jab on Sat 3/5 with Raj; the
second is due three to four weeks later and was pencilled in for Sat 24/5. Emma, the nurse who does the kitten
jabs on Saturdays, is on a course that day, so Ms Petrova took the Saturday after, same time.

No fault planted. Question (Tue 20/5): "What date's Luna's second jab? put it as e.g. 7 June for the reminder
text". The model answers 31 May, right per memory. The label says 24 May, the date first pencilled in. Expected
verdict: AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b28_ctl_mem0_vets_luna_second_jab_label", ["mem0", "litellm"])

from b3_support import graphiti_server  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "fenland-desk"
NOTES = [
    ("2025-05-03", "Luna (Ms Petrova, kitten, 9wks, tabby) 1st jab today w Raj, microchipped too, 860kg?? no - "
                   "0.86kg lol. £68 paid. 2nd jab 3-4 wks, pencilled Sat 24/5 10.20"),
    ("2025-05-06", "Emma's on the vet nursing CPD course Fri 23 + Sat 24 May, no nurse clinics those 2 days"),
    ("2025-05-07", "Biscuit (Hales) weigh-in 33.1kg, down a kilo, well done them"),
    ("2025-05-09", "Rang Ms Petrova - Emma does all the kitten jabs on Sats + she's away the 24th, so we've put Luna "
                   "on the Sat after, same time 10.20. She's fine w that, likes Emma"),
    ("2025-05-12", "Pepper (Adebayo) dental check 6 mths - book for Aug"),
    ("2025-05-14", "Kitten pack offer May: 2 jabs + chip + 3 mths flea/worm £129 (Luna already paid as she goes)"),
    ("2025-05-16", "Max (Doyle) booster 24/5 w Raj 9.30 - Raj is in that Sat, just no nurse"),
    ("2025-05-19", "Reminder texts go out 4 days b4, check the date format is like '31 May' not 31/05, Sue says "
                   "people misread it"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="fenland-desk"))
    for day, note in NOTES:
        memory.add([{"role": "user", "content": note}], user_id=USER, infer=False, metadata={"date": day})
    question = "What date's Luna's second jab? put it as e.g. 7 June for the reminder text"
    hits = memory.search("Luna 2nd jab second kitten Sat Emma Petrova date", top_k=10, threshold=0.0,
                         filters={"user_id": USER})["results"]
    context = ["Today is Tue 20/5/25."] + [h["memory"] for h in hits]
    assert any("pencilled Sat 24/5 10.20" in c for c in context), context
    assert any("put Luna on the Sat after, same time 10.20" in c for c in context), context
    reply = answer(question, context, mock="31 May, 10.20 with Emma - the Saturday after the 24th, as Emma's away "
                                           "that day.")
finish(question, expected="24 May", actual=reply)
