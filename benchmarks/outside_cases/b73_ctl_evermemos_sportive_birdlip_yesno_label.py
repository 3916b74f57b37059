"""Batch 73 (held out), control. A cycling club's sportive: EverMemOS (sync client, offline stand-in of
tests/instrumentations), script style (each call its own trace).

App: Stroud Valley Wheelers' sportive organisers' group chat goes into EverMemOS (``memories.add`` per message,
group "svw-cotswold-edge"); the assistant answers riders from a search. The first draft of the 100-mile route went
up Birdlip hill. Then Steve rode it and found the top of Birdlip shut for the A417 works until August, so he
re-drew the 100 up Cooper's Hill lane; the route card that went out has Cooper's Hill.

No fault planted. Question (Wed 18/6, a rider on the 100): "does the 100 go up Birdlip?" The model answers no -
the top's shut for the A417 works, it climbs Cooper's Hill lane. The label says yes, Birdlip's the big climb of the
100. Expected verdict: AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b73_ctl_evermemos_sportive_birdlip_yesno_label", ["evermemos", "litellm"])

from b3_support import evermemos_client, fake_evermemos  # noqa: E402

GROUP = "svw-cotswold-edge"
MESSAGES = [
    ("2031-03-02T20:15:00Z", "rachel", "draft routes up on strava - the 100 does Painswick, Birdlip hill (the big "
                                       "one, 2.3 mi @ 8%), Cranham, Sheepscombe, back thru the Slad valley"),
    ("2031-04-19T12:40:00Z", "steve", "rode the 100 today. top of Birdlip's fenced off for the A417 works till "
                                      "august, not even walking a bike thru. I've redrawn it up Cooper's Hill lane, "
                                      "same sort of climb, 0.4 mi longer overall"),
    ("2031-04-20T09:05:00Z", "rachel", "thanks Steve, I'll update strava + the gpx files"),
    ("2031-05-30T18:30:00Z", "dee", "route cards printed - 100 (Cooper's Hill), 60, 30. 250 of each"),
    ("2031-06-10T21:00:00Z", "steve", "signs going up sat 21st from 2pm, need 4 volunteers w cars"),
    ("2031-06-14T08:45:00Z", "raj", "entries 212 - 88 on the 100, 90 on the 60, 34 on the 30"),
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
question = "does the 100 go up Birdlip?"
found = client.v0.memories.search(extra_query={"query": "100 route Birdlip hill climb Cooper's Hill A417 route "
                                                        "cards", "top_k": 12})
context = ["Today is Wed 18 June 2031. You are talking to a rider entered on the 100."]
for m in found.result.memories:
    if text_of(m) not in context:
        context.append(text_of(m))
assert any("Birdlip hill (the big one" in c for c in context), context
assert any("top of Birdlip's fenced off" in c for c in context), context
assert any("100 (Cooper's Hill)" in c for c in context), context
reply = answer(question, context, mock="No - the top of Birdlip's fenced off for the A417 works, so the 100 goes up "
                                       "Cooper's Hill lane. Similar sort of climb.")
finish(question, expected="yes - Birdlip's the big climb on the 100", actual=reply)
