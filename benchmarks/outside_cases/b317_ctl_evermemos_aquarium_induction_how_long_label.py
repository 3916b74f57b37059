"""Batch 317 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS sync client (offline stand-in), two
posters in threads (the volunteer coordinator and the health & safety lead each post their own messages), then the
question's search.

App: Scarborough Bay Aquarium take on new volunteers twice a year - an induction on a Saturday, then shadowing on
the touch pool and the talks. The staff chat about it goes into EverMemOS - Marcia (the volunteer coordinator) and
Sandra (health & safety) - and the helper answers new volunteers' questions.

Memory: Marcia, 2051-01-08T10:00 - new volunteers' induction Sat 1st Feb, 10-12, meet at the staff entrance round
the side, wear something you don't mind getting splashed; Sandra, 2051-01-20T16:30 - we've had to add the manual
handling and the first aid bits for anyone going behind the scenes, so the induction's a full morning now, 9 till
1, biscuits provided; Marcia, 2051-01-27T09:15 - 9 new starters, lanyards on the day, bring photo ID; Sandra,
2051-01-29T12:00 - no open-toed shoes behind the scenes. Question (Thurs 30/1, Nadia, a new volunteer): "how long's
the induction on sat? need to sort a lift with my dad" The assistant says 4 hours, 9 till 1 (the manual handling
and first aid were added). The label says 2 hours, 10 till 12.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b317_ctl_evermemos_aquarium_induction_how_long_label", ["evermemos", "litellm"])

from b3_support import evermemos_client, fake_evermemos  # noqa: E402

GROUP = "scarborough-bay-aquarium-volunteers-2051"
MESSAGES = {
    "marcia": [("2051-01-08T10:00:00Z", "NEW VOLS induction sat 1st feb 🐟 10-12, meet at the staff entrance round "
                                        "the side, wear something u don't mind getting splashed"),
               ("2051-01-27T09:15:00Z", "9 new starters!! lanyards on the day, bring photo ID pls")],
    "sandra": [("2051-01-20T16:30:00Z", "we've had to add the manual handling + the first aid bits for anyone going "
                                        "behind the scenes so the induction's a full morning now, 9 till 1. biscuits "
                                        "provided 🍪"),
               ("2051-01-29T12:00:00Z", "reminder no open toed shoes behind the scenes, it's wet + there's buckets "
                                        "everywhere")],
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


threads = [threading.Thread(target=post, args=(who,), name=f"post-{who}") for who in MESSAGES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how long's the induction on sat? need to sort a lift with my dad"
context = ["Today is Thurs 30 January 2051. You are talking to Nadia, a new volunteer at Scarborough Bay Aquarium "
           "(induction Sat 1 Feb)."]
for query in ("induction times", "how long is the volunteer induction", "induction start and finish"):
    found = client.v0.memories.search(extra_query={"query": query, "top_k": 10})
    for m in found.result.memories:
        if text_of(m) not in context:
            context.append(text_of(m))
assert any("induction sat 1st feb" in c and "10-12" in c for c in context), context
assert any("full morning now, 9 till 1" in c for c in context), context
reply = answer(question, context, mock="4 hours - 9 till 1. They've added manual handling and first aid, so it's a "
                                       "full morning now (it was 10-12).")
finish(question, expected="2 hours, 10 till 12", actual=reply)
