"""Batch 138 (held out). A toddler music group's booking notes: mem0 Memory (infer=True; a scripted
OpenAI-compatible model returns mem0's extraction JSON; in-memory qdrant), script style (each call its own trace).

App: Jo runs Little Notes, a music group for toddlers and their grown-ups at St Barnabas church hall (a Thursday
9.30 group and a Tuesday 1.30pm group: songs, shakers, the ukulele, the parachute); she types her notes into the
group's helper with ``memory.add(messages, user_id=..., metadata={"date": ...})`` and asks it things when parents
ring up.

Planted fault (ExtractionError, omitted at extraction): Jo's note of 14/3 has the summer term (starts Thu 16th
April, 10 weeks, £50 a child, £40 for siblings) and the Thursday group's bookings: 9 children so far (Ava, Noah,
Isla, the Kowalski twins, Remi, Theo, Poppy, Zara), max 12 because of the small hall's fire certificate. Her note
of 22.3. says two more booked for Thursdays (Freya, 18 months, and Arlo, who comes with his dad, both paid by
transfer), and the Walshes have taken Remi out (moving to Leeds at the end of March, refunded) - and, in the same
note, that a string's gone on the ukulele, the shaker eggs need topping up from Music Room, and the hall rent goes
up to £22/hr from May. The extraction keeps the ukulele, the shakers and the rent and drops the two new bookings
and Remi leaving. Question (Mon 30/3, Jo): "how many spaces have I got left on thurs? lady at the library wants to
book her little girl in" -> expected 2 (9 + Freya + Arlo - Remi = 10 of 12). The assistant says 3.

Expected verdict: ExtractionError at mem0.extract inside the 22.3. add (fault() wraps that one add): the note handed
to mem0 changes the Thursday count and no memory made from it says so, while the other three facts in the same note
were kept; the search and the answer then worked on what was stored. Asserted: the note names Freya, Arlo and the
Walshes; no stored memory or context line mentions them; the 14/3 bookings line (9 booked, max 12) and the ukulele
and rent lines from the same note are in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b138_mem0_toddler_places_left_extract", ["mem0", "litellm"])

from b3_support import graphiti_server  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "little-notes-jo"
BOOKINGS = ("2 more for thurs!! Freya (18 mo, her mum's from baby yoga) + Arlo who comes w his dad, both paid by "
            "transfer. the Walshes have pulled Remi out tho, moving to Leeds end of march, refunded her. ALSO a "
            "string's gone on the ukulele (again), + the shaker eggs bag is half empty, order more from Music Room. "
            "hall rent going up to £22/hr from may, grr")
NOTES = [
    ("14/3", "summer term starts thu 16th april, 10 wks, £50 per child (£40 siblings). thurs 9.30 group: 9 booked so "
             "far - Ava, Noah, Isla, the Kowalski twins, Remi, Theo, Poppy, Zara. max 12 (fire cert for the small "
             "hall). tues 1.30 group 7 booked, plenty of room",
     ["Summer term starts Thursday 16 April: 10 weeks, £50 per child, £40 for siblings",
      "Thursday 9.30 group has 9 children booked (Ava, Noah, Isla, the Kowalski twins, Remi, Theo, Poppy, Zara); "
      "the maximum is 12 because of the small hall's fire certificate",
      "Tuesday 1.30pm group has 7 children booked and plenty of room"]),
    ("22.3.", BOOKINGS,
     # the planted fault: the two new Thursday bookings and Remi leaving are dropped; the other facts are kept
     ["A string has gone on the ukulele again",
      "The shaker eggs bag is half empty; order more from Music Room",
      "The church hall rent goes up to £22 an hour from May"]),
    ("Weds 25th", "parachute's been washed, smells of lavender now lol. remember the sign in sheet for the church "
                  "(safeguarding). tues group - Maisie's nan bringing her from now on, fine",
     ["The parachute has been washed",
      "Remember the sign-in sheet for the church (safeguarding)",
      "Maisie's nan is bringing her to the Tuesday group from now on"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="little-notes"))
    for day, note, _ in NOTES:
        msgs = [{"role": "user", "content": note}]
        if note == BOOKINGS:
            assert "Freya" in note and "Arlo" in note and "pulled Remi out" in note
            with fault():
                memory.add(msgs, user_id=USER, metadata={"date": day})
        else:
            memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "how many spaces have I got left on thurs? lady at the library wants to book her little girl in"
    hits = []
    for query in ("Thursday group children booked maximum", "new bookings paid dropped out refunded",
                  "ukulele shaker eggs hall rent"):
        hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
    context = ["Today is Mon 30 March 2037. You are talking to Jo, who runs Little Notes (a toddler music group)."]
    for h in hits:
        if h["memory"] not in context:
            context.append(h["memory"])
    stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
    assert any("9 children booked" in c and "maximum is 12" in c for c in context), context
    assert any("ukulele" in c for c in context) and any("£22 an hour" in c for c in context), context
    assert not any(w in s for s in stored + context for w in ("Freya", "Arlo", "Walsh", "Leeds")), stored
    reply = answer(question, context, mock="3 spaces - you've 9 booked on Thursdays and the hall's limit is 12.")
finish(question, expected="2 - Freya and Arlo booked in, Remi's left, so 10 of the 12", actual=reply)
