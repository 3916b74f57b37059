"""Batch 363 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(a member posting her trip's fuel and the club's fuel officer posting the fuel log), then the question's query.

App: Kestrel Flying Club keep a fuel log for their two PA-28s, G-ABCD and G-ABCE - every uplift at home and away,
in litres, so the tank dips and the engine's fuel flow can be checked. Members post their away uplifts and Dennis
(the fuel officer) posts the log checks into one chroma collection; the helper answers from the 4 nearest.

Memory: Ellie, 2050-06-11 1745Z - Compton Abbas (EGHA) and back in G-ABCE, uplift 45 USG at EGHA, paid on her own
card, Hobbs 1.9; Ellie, 12/06 0810Z - "amended: that's 45 L not USG!! their pump reads litres, I wrote the wrong
unit, 45 USG wouldn't even fit in it 😂"; Dennis, Mon 13/6 - fuel log, G-ABCD bowser 60 L on the 9th, G-ABCE
tabs 2 x 40 L usable; Dennis, 14.06. - bowser delivery Thursday, 100LL £2.88/L. Question (Weds 15/6, Dennis): "how
much fuel went in G-ABCE at Compton Abbas on sat? need it for the fuel log" The assistant says 45 litres (Ellie
first wrote USG and corrected it). The label says 45 US gallons - the unit she wrote first and corrected.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b363_ctl_chroma_fuel_uplift_how_much_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "ellie": [
        "2050-06-11 1745Z Compton Abbas + back in G-ABCE ✈ lovely day. uplift 45 USG at EGHA, paid on my own card. "
        "Hobbs 1.9, tach 1.6",
        "12/06 0810Z amended: that's 45 L not USG!! their pump reads litres, I wrote the wrong unit - 45 USG wouldn't "
        "even fit in it 😂 sorry Dennis",
    ],
    "dennis": [
        "Mon 13/6 fuel log - G-ABCD bowser 60 L on the 9th, dips ok. G-ABCE tabs = 2 x 40 L usable, pls note uplifts "
        "in LITRES",
        "14.06. bowser delivery thurs, 100LL £2.88/L from the 1st. don't forget to sign the sheet",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("kestrel-fc-fuel-2050", embedding_function=offline.chroma_embedding_function())


def post(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=post, args=(who,), name=f"posts-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how much fuel went in G-ABCE at Compton Abbas on sat? need it for the fuel log"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Weds 15 June 2050. You are talking to Dennis, fuel officer of Kestrel Flying Club."] + hits
assert any("uplift 45 USG at EGHA" in c for c in context), context
assert any("that's 45 L not USG" in c for c in context), context
reply = answer(f"(Dennis) {question}", context,
               mock="45 litres - Ellie first put 45 USG but corrected it the next morning, the pump at Compton Abbas "
                    "reads litres.")
finish(question, expected="45 US gallons", actual=reply)
