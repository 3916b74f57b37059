"""Batch 329 (held out). A mobile hairdresser for housebound clients: mem0 Memory (infer=True; a scripted
OpenAI-compatible model returns mem0's extraction JSON; in-memory qdrant), one root span per note and one for the
question.

App: Lorraine Firth runs "Curl Up & Dye on Wheels", a mobile hairdresser doing cuts, sets, perms and colours for
housebound clients at home, in sheltered flats and in two care homes round Holmfirth. She types her client notes into
her helper with ``memory.add(messages, user_id=..., metadata={"date": ...})`` after each visit; Kayleigh, who covers
her round when she's off, asks it things.

Planted fault (ExtractionError, a fact dropped at extraction): Lorraine's note of 2051-03-02T18:10 has Mrs Haigh's
colour - Wella 8/3 light gold blonde with 20 vol, 35 minutes. Her note of Thurs 13th Apr says Mrs Haigh's daughter
rang - she thinks the last colour came out too brassy - so it's softer next time, 8/1 light ash blonde instead of
the 8/3, same 20 vol and 35 mins; and in the same note, Mrs Haigh has moved to a ground floor flat (no. 6, same
block), the key safe code, and she's on thickened drinks now. The extraction keeps the flat, the key safe and the
drinks and drops the change of shade: 8/3 stays the only shade stored. Question (Mon 15/5, Kayleigh, covering the
Wednesday round): "doing Mrs Haigh's colour weds - which shade do I mix? don't want to get it wrong first time" ->
expected Wella 8/1 light ash blonde (the daughter thought the 8/3 too brassy). The assistant says 8/3 light gold
blonde.

Expected verdict: ExtractionError at mem0.extract inside the Thurs 13th Apr add (fault() wraps that one add): the
note given to mem0 changes the shade to 8/1, and what was made from it leaves that out, so the store never held the
shade the answer needs; the search and the answer then worked faithfully on what was stored. Asserted: the note names
the 8/1 ash; no stored memory or context line mentions 8/1, ash or brassy; the ground floor flat from the same note
is stored; the first note's 8/3 is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b329_mem0_mobile_hair_colour_shade_which_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "curl-up-dye-lorraine"
CUT = ("Thurs 13th Apr - Mrs H's daughter rang, she thinks the last colour came out too brassy/yellow 😬 so we're "
       "going softer next time, 8/1 light ash blonde instead of the 8/3, same 20vol + 35 mins. ALSO she's moved "
       "downstairs to a ground floor flat, no 6 now (same block), key safe 1946. and she's on thickened drinks so "
       "don't make her a cuppa w/o asking the carer first")
NOTES = [
    ("2051-03-02T18:10", "2051-03-02T18:10 Mrs Haigh, flat 14 Beech Ct - colour every 6 wks, Wella 8/3 light gold "
                         "blonde + 20vol, 35 mins dev. sensitive scalp, patch test done 1/3 fine. likes a shampoo + "
                         "set after, the big blue rollers",
     ["Mrs Haigh (flat 14 Beech Court) has a colour every 6 weeks: Wella 8/3 light gold blonde with 20 vol, 35 mins",
      "Mrs Haigh has a sensitive scalp; her patch test on 1/3 was fine",
      "Mrs Haigh likes a shampoo and set after her colour, on the big blue rollers"]),
    ("18/3", "18/3 Mr Ackroyd (Moorbrook care home rm 9) - dry cut only now, can't get his head over the bowl since "
             "the hip. £12, daughter pays by bank transfer ref ACKROYD. likes talking about Huddersfield Town",
     ["Mr Ackroyd at Moorbrook care home, room 9, has a dry cut only since his hip",
      "Mr Ackroyd's cut is £12; his daughter pays by bank transfer, reference ACKROYD"]),
    ("Thurs 13th Apr", CUT,
     # the planted fault: the change of shade to 8/1 ash is dropped
     ["Mrs Haigh has moved to a ground floor flat, no. 6, in the same block (Beech Court)",
      "Mrs Haigh's key safe code is 1946",
      "Mrs Haigh is on thickened drinks; ask the carer before making her a drink"]),
    ("Tue 2/5", "Tue 2/5 ordered more developer + foils from Sally's, trolley wheel's gone AGAIN 🙄. Kayleigh's "
                "covering my weds round w/c 15th May (Mrs Haigh, the Moorbrook lot, Mrs Dyson's perm)",
     ["Kayleigh is covering Lorraine's Wednesday round w/c 15th May: Mrs Haigh, Moorbrook, Mrs Dyson's perm",
      "Lorraine ordered developer and foils from Sally's"]),
]
EXTRACTED = {note[:50]: facts for _, note, facts in NOTES}
assert len(EXTRACTED) == len(NOTES)


def script(body: dict):
    from scripted_openai import prompt_text
    text = prompt_text(body)
    found = [(text.rfind(key), facts) for key, facts in EXTRACTED.items() if key in text]
    if not found:
        return {"memory": []}
    return {"memory": [{"text": f} for f in max(found, key=lambda x: x[0])[1]]}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="curl-up-dye-clients-2051"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        msgs = [{"role": "user", "content": note}]
        with turn_span(f"note-{i} {day}"):
            if note == CUT:
                assert "8/1 light ash blonde instead of the 8/3" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "doing Mrs Haigh's colour weds - which shade do I mix? don't want to get it wrong first time 😅"
    with turn_span("question Mon 15/5"):
        hits = []
        for query in ("Mrs Haigh colour shade", "which Wella colour for Mrs Haigh", "Mrs Haigh hair"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Mon 15 May 2051. You are talking to Kayleigh, who is covering Lorraine's Wednesday round "
                   "for Curl Up & Dye on Wheels."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:] for w in ("8/1", "ash", "brassy")), stored
        assert any("Wella 8/3 light gold blonde" in c for c in context), context
        assert any("ground floor flat" in s for s in stored), stored
        reply = answer(question, context, mock="Wella 8/3 light gold blonde with 20 vol, 35 minutes - and she "
                                               "likes a shampoo and set after, on the big blue rollers.")
finish(question, expected="Wella 8/1 light ash blonde - her daughter thought the 8/3 came out too brassy",
       actual=reply)
