"""Batch 281 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
script style (every call its own trace).

App: Priya is training for the London Marathon on Sun 30th April 2051 with Spen Valley AC. She and her coach add
lines to a "marathon block" block on her Letta running agent; the helper answers her questions from it.

Memory: 2051-01-10T19:00 Coach Dev - the plan, Tuesday intervals at the Spenborough track, 6 x 1k at 4.50s, Thursday
tempo, Sunday long; 2/2 Priya - the track's shut for resurfacing all of February, so the intervals move to the canal
towpath, same session, the lamp posts are roughly 100m apart; Thu 16th Feb Priya - saw Anna the physio about the
sore heel, it's her achilles, irritated by the speed work, so no intervals till it settles - Tuesdays are an easy 5
and the heel drops now, the tempo's OK if it's pain-free; Sun 19/2 Priya - 16 miles fine, heel 2/10. Question (Mon
27/2, Priya): "remind me why I stopped the tuesday intervals? the club lot keep asking + I want to tell them
properly" The assistant says the physio stopped them - her achilles was irritated by the speed work, so it's an
easy 5 and the heel drops till it settles. The label says because the track was shut for resurfacing.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b281_ctl_letta_marathon_dropped_intervals_why_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-priya-runs"
LABEL = "marathon block"
LINES = [
    "2051-01-10T19:00 Coach Dev - LONDON 🏃‍♀️ sun 30th april. tues intervals at Spenborough track 6 x 1k @ 4.50s, "
    "90s jog. thurs tempo 7mi, sun long run building to 20-22",
    "2/2 Priya - track's shut for resurfacing all feb 🙄 so intervals on the canal towpath instead, same session, "
    "lamp posts are roughly 100m apart",
    "Thu 16th Feb Priya - saw Anna (physio) re the sore heel, it's the achilles, irritated by all the speed work 😩 so "
    "NO intervals till it settles. tues = easy 5 + heel drops now. tempo ok if pain free",
    "Sun 19/2 Priya - 16 mi fine, heel 2/10 after, iced it",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Priya - London Marathon 2051 block:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "remind me why I stopped the tuesday intervals? the club lot keep asking + I want to tell them properly"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "track's shut for resurfacing all feb" in notes, notes
assert "irritated by all the speed work 😩 so NO intervals till it settles" in notes, notes
reply = answer(f"(Mon 27/2/51; Priya) {question}", notes,
               mock="Anna the physio stopped them - your achilles was irritated by the speed work, so no intervals "
                    "till it settles. Tuesdays are an easy 5 plus the heel drops for now.")
finish(question, expected="because the track was shut for resurfacing", actual=reply)
