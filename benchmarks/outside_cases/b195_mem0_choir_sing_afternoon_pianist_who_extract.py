"""Batch 195 (held out). A church choir's sponsored sing: mem0 Memory (infer=True; a scripted OpenAI-compatible model
returns mem0's extraction JSON; in-memory qdrant), script style (every call its own trace).

App: St Milburga's church choir (Much Wenlock) is doing a 12-hour sponsored sing on Sat 14th May 2044, 9am-9pm in the
church, for the organ fund - the choir sings in relays, sponsors pay by the hour, cakes and teas in the north aisle.
Ruth (the choir secretary) types her notes into the choir's helper with ``memory.add(messages, user_id=...,
metadata={"date": ...})``; choir members ask it things.

Planted fault (ExtractionError, a fact dropped at extraction): the plan note of 2044-03-02 has Alan (the choir's own
organist) at the piano all day. Ruth's note of Weds 20 Apr says Alan's hip op has come through for the 9th, so no
playing for six weeks: Gwen (the organist at St Mary's, Broseley) will play for the afternoon and evening, and Alan's
grandson Tom (grade 8) the morning; in the same note Sheila's doing her lemon drizzle and the WI the scones. The
extraction keeps only the cakes: Alan's op, Gwen taking the afternoon and Tom the morning are never stored, so Alan
stays the only pianist stored. Question (Thu 12/5, Jenny, a soprano): "who's playing for us in the afternoon sat? want
to get them the Rutter copies" -> expected Gwen, the organist from St Mary's in Broseley (Alan's having his hip
done). The assistant says Alan, the choir's organist.

Expected verdict: ExtractionError at mem0.extract inside the Weds 20 Apr add (fault() wraps that one add): the note
given to mem0 hands the afternoon to Gwen, and what was made from it leaves that out, so the store never held the fact
the answer needs; the search and the answer then worked faithfully on what was stored. Asserted: the note says Gwen
is playing the afternoon; no stored memory or context line has Gwen, St Mary's, the hip op or Tom; Alan's "piano all
day" line is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b195_mem0_choir_sing_afternoon_pianist_who_extract", ["mem0", "litellm"])

from b3_support import graphiti_server  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "st-milburgas-choir-ruth"
SWAP = ("Alan's hip op's come thru for the 9th 🙏 so no playing for a good 6 wks. Gwen (organist at St Mary's in "
        "Broseley) has said she'll do the afternoon + evening for us, Alan's grandson Tom (grade 8!!) doing the "
        "morning. cakes - Sheila doing her lemon drizzle, WI doing scones")
NOTES = [
    ("2044-03-02T19:45", "SPONSORED SING 🎶 sat 14th may 9am-9pm in church, 12 hrs for the organ fund. Alan (our "
                         "organist) on the piano all day - says he'll do the full 12 hrs lol. relays of 4-5 singers",
     ["The choir's 12-hour sponsored sing is Sat 14 May, 9am to 9pm in church, for the organ fund",
      "Alan, the choir's organist, is playing the piano all day at the sponsored sing",
      "Singers sing in relays of 4 or 5"]),
    ("14/3", "sponsor forms printed, 40 copies, on the table by the font. per hour or a lump sum, gift aid box pls",
     ["40 sponsor forms printed, on the table by the font",
      "Sponsors can give per hour or a lump sum; gift aid box to be ticked"]),
    ("22.3.", "music - Rutter's For the beauty of the earth, Jerusalem, the Taize ones, + the hymn book A-Z for the "
              "small hrs lol. Jenny sorting copies",
     ["Music: Rutter's For the Beauty of the Earth, Jerusalem, the Taize chants and the hymn book A-Z",
      "Jenny is sorting the music copies"]),
    ("Weds 20 Apr", SWAP,
     # the planted fault: Alan's op, Gwen's afternoon and Tom's morning are dropped
     ["Sheila is making her lemon drizzle cake for the sponsored sing",
      "The WI is providing scones for the sponsored sing"]),
    ("2044-05-09T20:30", "relay rota up on the vestry door 📋 teas in the north aisle, urn off the Scouts. Rev Clare "
                         "opening with a prayer at 9 sharp",
     ["The relay rota is on the vestry door",
      "Teas in the north aisle, with the urn borrowed from the Scouts",
      "Rev Clare is opening the sing with a prayer at 9am"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="st-milburgas-sing-2044"))
    for day, note, _ in NOTES:
        msgs = [{"role": "user", "content": note}]
        if note == SWAP:
            assert "Gwen (organist at St Mary's in Broseley) has said she'll do the afternoon" in note
            with fault():
                memory.add(msgs, user_id=USER, metadata={"date": day})
        else:
            memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "who's playing for us in the afternoon sat? want to get them the Rutter copies"
    hits = []
    for query in ("who is playing the piano in the afternoon", "pianist for the sponsored sing", "organist"):
        hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
    context = ["Today is Thu 12 May 2044. You are talking to Jenny, a soprano in St Milburga's church choir; the "
               "sponsored sing is Sat 14 May, 9am-9pm in church."]
    for h in hits:
        if h["memory"] not in context:
            context.append(h["memory"])
    stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
    low = [s.lower() for s in stored + context[1:]]
    assert not any(w in s for s in low for w in ("gwen", "st mary", "broseley", "hip", "tom ", "grandson")), stored
    assert any("Alan, the choir's organist, is playing the piano all day" in c for c in context), context
    reply = answer(question, context, mock="Alan, the choir's organist - he's on the piano all day, so give the Rutter "
                                           "copies to him.")
finish(question, expected="Gwen, the organist from St Mary's in Broseley (Alan's having his hip done; his grandson "
                          "Tom does the morning)", actual=reply)
