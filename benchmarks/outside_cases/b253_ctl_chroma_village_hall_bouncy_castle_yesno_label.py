"""Batch 253 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the bookings secretary and the chairman each file their own notes), then the question's query.

App: Luddenden Foot Village Hall is let for children's parties on Saturday afternoons, the toddler group, the AGM
and the like. Maureen (the bookings secretary) and Ian (the chairman) file notes into one chroma collection; the
helper answers hirers from the 4 nearest.

Memory: Maureen, 2050-06-04T10:00 - hall rules for parties: no bouncy castles inside (insurance + the old hanging
ceiling lights), no confetti, out by 11; Maureen, 14/1 - kids' parties Saturday afternoons £15/hr, 2 hr minimum;
Ian, Weds 15 Feb - from the committee meeting: now the lights are the new flush ones and the insurers are OK with
it, small bouncy castles (under 3m high) are allowed in the main hall, as long as the hire company brings its own
public liability certificate, copy to Maureen; Ian, 1/3 - AGM Fri 17th March 7.30. Question (Sat 11/3, Jade,
booking her daughter's 6th): "can we have a bouncy castle in the hall for Maisie's party? it's a little one from
Bounce About" The assistant says yes - small ones under 3m are allowed now, as long as Bounce About send their public
liability certificate to Maureen. The label says no, no bouncy castles inside.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b253_ctl_chroma_village_hall_bouncy_castle_yesno_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "maureen": [
        "2050-06-04T10:00 hall rules for parties 🎈 NO bouncy castles inside (insurance + the old hanging ceiling "
        "lights), no confetti, out by 11, bins to the wheelie bin by the gate",
        "14/1 kids' parties sat afternoons £15/hr, 2 hr min, kitchen incl. tables + chairs back on the trolleys pls",
    ],
    "ian": [
        "Weds 15 Feb - from the committee mtg last nite: now the lights are the new flush ones + the insurers are ok "
        "with it, we'll allow small bouncy castles (under 3m high) in the main hall, as long as the hire co brings "
        "their own public liability cert, copy to Maureen",
        "1/3 AGM fri 17th march 7.30 in the small room, all welcome, biscuits provided 🍪",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("luddenden-foot-vh-diary",
                                        embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"notes-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "can we have a bouncy castle in the hall for Maisie's party? it's a little one from Bounce About"
hits = notes.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Sat 11 March 2051. You are talking to Jade, who's booking Luddenden Foot Village Hall for her "
           "daughter Maisie's 6th birthday party."] + hits
assert any("NO bouncy castles inside" in c for c in context), context
assert any("we'll allow small bouncy castles (under 3m high) in the main hall" in c for c in context), context
reply = answer(question, context, mock="Yes - small bouncy castles (under 3m high) are allowed in the main hall now, "
                                       "as long as Bounce About bring their own public liability certificate and "
                                       "you give Maureen a copy.")
finish(question, expected="no - no bouncy castles inside the hall (insurance)", actual=reply)
