"""Batch 101 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS sync client (the offline stand-in
server), script style.

App: the Hillside Farm Shop's veg box WhatsApp group (Sam, Kev the driver, Lorna on the counter) goes into
EverMemOS (``v0.memories.add`` per message, one group); the shop's helper answers whoever asks.

Memory: Lorna: Mrs Benson (Hinxworth, large box Tues) popped in, they're down in Cornwall for a fortnight from the
5th, so no box the 8th or the 15th, back for the 22nd, and she paid up to the end of June; Kev, Tue 8/7: puncture
on the Hinxworth road at 10, fixed by the garage at Edworth, round done by 2, all boxes out; Sam: the Bensons'
neighbour asked about their post. Question (Thu 10/7, Lorna, the neighbour's at the counter): "why didnt the
Bensons get a box tues? their neighbour's asking" The assistant says they're away in Cornwall for two weeks and
asked for none on the 8th or the 15th. The label says the van got a puncture and the round didn't get done.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b101_ctl_evermemos_vegbox_skip_why_label", ["evermemos", "litellm"])

from b3_support import evermemos_client, fake_evermemos  # noqa: E402

GROUP = "hillside-vegbox"
MESSAGES = [
    ("2036-07-01T11:20:00Z", "lorna", "Mrs Benson (Hinxworth, large box tues) popped in - they're down in Cornwall "
                                      "a fortnight from the 5th, so none the 8th or the 15th pls, back for the "
                                      "22nd. paid up to end of june"),
    ("2036-07-03T16:05:00Z", "sam", "courgettes coming out of our ears, put 3 in every box this wk + next"),
    ("2036-07-08T10:12:00Z", "kev", "puncture on the Hinxworth rd!! garage at Edworth sorting it, be an hour"),
    ("2036-07-08T14:02:00Z", "kev", "all done by 2, every box out, Hendersons' porch door was locked so left "
                                    "theirs in the log store"),
    ("2036-07-09T09:30:00Z", "sam", "Bensons' neighbour rang re their post piling up, said we'd pass it on"),
]


def text_of(memory) -> str:
    extra = memory.model_extra or {}
    return (getattr(memory, "atomic_fact", None) or getattr(memory, "episode", None) or extra.get("atomic_fact")
            or extra.get("episode") or "")


server = fake_evermemos()
client = evermemos_client(server)
for i, (when, who, text) in enumerate(MESSAGES, 1):
    client.v0.memories.add(content=text, create_time=when, message_id=f"m{i}", sender=who, group_id=GROUP,
                           flush=True)

question = "why didnt the Bensons get a box tues? their neighbour's asking"
found = client.v0.memories.search(extra_query={"query": "Benson box Tuesday Hinxworth round puncture away",
                                               "top_k": 10})
context = ["Today is Thu 10 July 2036. You are talking to Lorna, on the shop counter."]
for m in found.result.memories:
    if text_of(m) not in context:
        context.append(text_of(m))
assert any("down in Cornwall a fortnight from the 5th" in c for c in context), context
assert any("puncture on the Hinxworth rd" in c for c in context), context
assert any("every box out" in c for c in context), context
reply = answer(question, context, mock="They're away - Mrs Benson told you they're in Cornwall for a fortnight "
                                       "from the 5th and asked for no box on the 8th or the 15th. Back for the "
                                       "22nd.")
finish(question, expected="the van got a puncture on the Hinxworth road so the round didn't get done",
       actual=reply)
