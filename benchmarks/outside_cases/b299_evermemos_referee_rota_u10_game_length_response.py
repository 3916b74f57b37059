"""Batch 299 (held out). A youth football referee rota: EverMemOS sync client (offline stand-in), the referees'
group chat posted by one thread per person, then the question's searches; the answer call has the new match format
in its context and gives the old one.

App: Calder Valley Junior Football League's young referees (14 to 17, most of them newly qualified) have a group
chat with Gav (the referee coordinator) and Lisa (the league secretary); it goes into EverMemOS and the league's
helper answers the referees' questions from it.

Planted fault (ResponseError, ignored sufficient context): the context has Gav's 2051-08-28T19:00 post - new season,
U10s are 7v7, 2 x 25 min halves, 5 min half time, the ref's fee £20; Lisa's 2051-09-03T12:30 post - the FA's new
mini soccer format this season, the U9s and U10s now play 4 x 12 min quarters, 3 min breaks and 5 at half time,
not the two halves, rolling subs as before; Gav's 2051-09-04T20:15 rota for Sun 7th (Ethan has the U10s, Norland v
Greetland at 10); and Mo's "got my badge" post. Question (Sat 6/9, Ethan, 14, his first game): "how long do the U10
games last? need to tell my dad when to pick me up after" -> expected 4 x 12 minute quarters, with 3 minute breaks
and 5 at half time (a bit over an hour). The model says 2 x 25 minute halves with 5 at half time.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the context the model
was given has both the old halves and Lisa's post replacing them with quarters for the U10s, and the model gave the
halves. Asserted: the context has the 2 x 25 line and the 4 x 12 line.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b299_evermemos_referee_rota_u10_game_length_response", ["evermemos", "litellm"])

from b3_support import evermemos_client, fake_evermemos  # noqa: E402

GROUP = "cvjfl-young-refs-2051"
MESSAGES = {
    "gav": [("2051-08-28T19:00:00Z", "new season 🟨⚽ U10s are 7v7, 2 x 25 min halves, 5 min half time, ref's fee £20 "
                                     "from the home team. pls check the nets b4 KO"),
            ("2051-09-04T20:15:00Z", "rota sun 7th - Ethan U10s Norland v Greetland 10am at Norland rec, Mo U12s "
                                     "Sowerby v Triangle 10.30, Priya U14s 11")],
    "lisa": [("2051-09-03T12:30:00Z", "FA's new mini soccer format from this season - U9s + U10s now play 4 x 12 min "
                                      "quarters, 3 min breaks + 5 at half time, NOT the 2 halves. rolling subs as "
                                      "before. U11s up stay the same")],
    "mo": [("2051-09-05T17:45:00Z", "got my badge!! 🙌 see u all sun")],
}


def text_of(memory) -> str:
    extra = memory.model_extra or {}
    return (getattr(memory, "atomic_fact", None) or getattr(memory, "episode", None) or extra.get("atomic_fact")
            or extra.get("episode") or "")


server = fake_evermemos()
client = evermemos_client(server)


def post(who: str) -> None:
    for i, (when, text) in enumerate(MESSAGES[who], 1):
        client.v0.memories.add(content=text, create_time=when, message_id=f"{who}-{i}", sender=who, group_id=GROUP,
                               flush=True)


threads = [threading.Thread(target=post, args=(who,), name=f"chat-{who}") for who in MESSAGES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how long do the U10 games last? need to tell my dad when to pick me up after"
context = ["Today is Sat 6 September 2051. You are talking to Ethan (14), a newly qualified referee in the Calder "
           "Valley Junior Football League."]
for query in ("U10 game length halves", "how long is a mini soccer match", "U10s format quarters"):
    found = client.v0.memories.search(extra_query={"query": query, "top_k": 10})
    for m in found.result.memories:
        if text_of(m) not in context:
            context.append(text_of(m))
assert any("2 x 25 min halves" in c for c in context), context
assert any("now play 4 x 12 min quarters" in c and "NOT the 2 halves" in c for c in context), context
with fault():
    reply = answer(f"(Ethan) {question}", context,
                   mock="2 x 25 minute halves with 5 minutes at half time - so about 55 minutes from kick-off. Tell "
                        "your dad about 11.")
finish(question, expected="4 x 12 minute quarters, 3 minute breaks and 5 at half time - a bit over an hour",
       actual=reply)
