"""Batch 378 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the mama and the daughter each file their own notes), then the question's query.

App: Tindahan ni Aling Pacita (Purok 1, Brgy. Bagong Tanglaw) - Aling Pacita (the mama) and Ate Weng (who keeps the
listahan) file the store's notes into one chroma collection; Jomar, the bunso, minds the store after school and asks
the helper before he lets anyone take things on utang. The helper answers from the 4 nearest notes.

Memory: Weng, 02/27/2026 - BAWAL MUNA UMUTANG: Kuya Rey, ₱1,240 na, 3 weeks di nagbabayad, she told him nicely;
Weng, 3/9 - Coke Thurs, Puregold Sat; Aling Pacita, Sun 3/8 - Rey paid yesterday, all of it, ₱1,240, he found work
in construction, so he can take on utang again but only up to ₱500 for now; Aling Pacita, 3/10 - yelo ₱5 a supot
now, the electric bill went up. Question (Wed 3/11, Jomar): "Ate, pwede po bang umutang si Kuya Rey? kukuha daw siya
ng 1 kilo bigas + 2 sardinas" The assistant says yes, up to ₱500 - he paid the ₱1,240 on Saturday. The label says no,
bawal pa siyang umutang.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b378_ctl_chroma_sarisari_rey_utang_yesno_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "weng": [
        "02/27/2026 BAWAL MUNA UMUTANG 🚫 Kuya Rey - ₱1,240 na, 3 weeks na di nagbabayad. sinabihan ko na sya nang "
        "maayos, wag nyo na pautangin ha",
        "3/9 deliveries - Coke Thurs 10am, Puregold kami sa Sat, tubig Mon + Thu",
    ],
    "pacita": [
        "Sun 3/8 - nagbayad si Rey kahapon, buo, ₱1,240 🙏 nakahanap na ng trabaho sa construction. ok na ulit sya "
        "umutang pero hanggang ₱500 lang muna ha",
        "3/10 yelo ₱5 na per supot, tumaas ang kuryente",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("tindahan-ni-aling-pacita",
                                        embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "Ate, pwede po bang umutang si Kuya Rey? kukuha daw siya ng 1 kilo bigas + 2 sardinas"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Wed, March 11, 2026. You are talking to Jomar, who minds Tindahan ni Aling Pacita after "
           "school."] + hits
assert any("BAWAL MUNA UMUTANG" in c and "Kuya Rey" in c for c in context), context
assert any("nagbayad si Rey kahapon, buo, ₱1,240" in c and "hanggang ₱500 lang" in c for c in context), context
reply = answer(question, context, mock="Oo, pwede na - nagbayad na si Kuya Rey ng buong ₱1,240 noong Sabado. Pero "
                                       "hanggang ₱500 lang muna ang utang nya, sabi ni Aling Pacita. Ilista mo lang.")
finish(question, expected="Hindi po, bawal pa siyang umutang", actual=reply)
