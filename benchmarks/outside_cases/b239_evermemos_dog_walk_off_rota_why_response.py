"""Batch 239 (held out). A dog-walking club's rota: EverMemOS sync client (offline stand-in), two writers in threads
(the coordinator and a walker each post their own messages), then the question's search; the answer call has the
vet's reason in its context and gives another reason it also had.

App: Hebden Royd Dog Walkers are volunteers who walk dogs for owners who can't manage. The group chat goes into
EverMemOS - Sam (the coordinator) and Chris (a walker) - and the helper answers the walkers' questions.

Planted fault (ResponseError, ignored sufficient context): the memories have Sam's 2051-03-06T08:30 post - Juno (Mr
Pearson's collie cross) on weekday walks, Chris Tues and Thurs, Sam the rest; Chris's 2051-03-11T17:20 post - Juno
was limping after Saturday's walk on the tops, he's told Mr P; Sam's 2051-03-14T19:05 post - vet note for Juno:
she's done her cruciate ligament, op next Weds, then six weeks' lead rest in the garden, NO walks from us till the
vet signs her off, Mr P's doing ten minutes round the garden himself; and Sam's 2051-03-15T09:10 post - Mr Pearson's
off to his sister's in Whitby in August, can someone have Juno then. Question (Fri 17/3, Kath, a new walker):
"why's Juno not on the rota for the next few wks? has Mr Pearson gone away?" -> expected because she's done her
cruciate ligament - an op on Weds and six weeks' lead rest, no walks till the vet signs her off. The model says
it's because Mr Pearson is away at his sister's in Whitby.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the context the model
was given has the vet's note with the cruciate, the op and the six weeks' rest, and the Whitby trip is in August;
the model gave the trip. Asserted: the context has the vet note and the Whitby post.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b239_evermemos_dog_walk_off_rota_why_response", ["evermemos", "litellm"])

from b3_support import evermemos_client, fake_evermemos  # noqa: E402

GROUP = "hebden-royd-dog-walkers-2051"
MESSAGES = {
    "sam": [("2051-03-06T08:30:00Z", "JUNO 🐕 (Mr Pearson, collie x, Birchcliffe Rd) weekday walks - Chris tues + "
                                     "thurs, me mon weds fri. 9ish, she's fine off lead on the tops, comes back for "
                                     "cheese"),
            ("2051-03-14T19:05:00Z", "vet note for Juno - she's done her cruciate ligament 😢 op next weds, then 6 wks "
                                     "lead rest in the garden, so NO walks from us till the vet signs her off. Mr P's "
                                     "doing 10 mins round the garden himself"),
            ("2051-03-15T09:10:00Z", "Mr Pearson's off to his sister's in Whitby in August, can someone have Juno for "
                                     "the wk then? think about it, no rush")],
    "chris": [("2051-03-11T17:20:00Z", "Juno was limping after sat's walk on the tops, back left leg, told Mr P, he'll "
                                       "ring the vet monday")],
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

question = "why's Juno not on the rota for the next few wks? has Mr Pearson gone away?"
context = ["Today is Fri 17 March 2051. You are talking to Kath, a new walker with Hebden Royd Dog Walkers."]
for query in ("Juno off the rota", "Juno vet", "Mr Pearson away"):
    found = client.v0.memories.search(extra_query={"query": query, "top_k": 10})
    for m in found.result.memories:
        if text_of(m) not in context:
            context.append(text_of(m))
assert any("she's done her cruciate ligament" in c and "NO walks from us till the vet signs her off" in c
           for c in context), context
assert any("off to his sister's in Whitby in August" in c for c in context), context
with fault():
    reply = answer(f"(Kath) {question}", context,
                   mock="Yes - Mr Pearson's off to his sister's in Whitby, so Juno's not being walked while he's away.")
finish(question, expected="she's done her cruciate ligament - op on Weds then 6 weeks' lead rest, no walks till the "
                          "vet signs her off (Whitby's not till August)", actual=reply)
