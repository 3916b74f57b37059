"""Batch 342 (held out). A game studio's build and QA team: Letta core memory block (offline stand-in), script style
(every call its own trace); the answer call has everything needed to see a Friday cert submission can't happen and
says it's on track.

App: a 60-person studio is shipping patch 1.8.2 of its console action game. Sam (the producer), Mia (the QA lead) and
Tom (build engineering) add lines to a "1.8.2 patch" block on the studio's Letta agent; anyone can ask it where the
patch is.

Planted fault (ResponseError, ignored sufficient context): the block has Sam's 2026-05-11T18:00Z line - 1.8.2 is the
Switch save-corruption fix (QA-7781) plus Act 3 perf, target cert submission (Sony + Nintendo) Fri 5/15; Mia's 5/12
line - the submission build must have a clean 48h soak on the EXACT build, no exceptions; Tom's Wed 5/13 line - rc3
had the QA-7781 fix but it broke cloud saves, reverted in #4521, re-landed properly for rc4, which he cuts Thu 5/14
14:00 PT; Mia's Thu 5/14 line - rc4 soak kicked off 14:10 PT on 12 devkits. Question (Thu 5/14 4pm PT, Lou, the
community manager): "are we still on track to submit 1.8.2 to cert tomorrow (fri)? want to tease it on socials" ->
expected no. The model says yes, Friday's on.

Why the expected answer is no (a small inference): the only build with the fix is rc4; its 48h soak started Thu
14:10 PT, so it cannot be clean before about Sat 14:10 PT, and the rule allows no submission before a clean 48h
soak on that exact build - a Friday submission is impossible (rc3, which finished soaking, had the fix reverted).

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the block the model was
given has the 48h rule, the revert and the rc4 soak start, and the model answered yes. Asserted: the block has the
48h rule, the revert line and the rc4 soak start.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b342_letta_game_studio_cert_friday_yesno_response", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-studio-build-qa"
LABEL = "1.8.2 patch"
LINES = [
    "2026-05-11T18:00Z sam: 1.8.2 = Switch save-corruption fix (QA-7781) + Act 3 perf pass. target: submit to Sony "
    "+ Nintendo cert Fri 5/15 🤞 marketing wants to tease it",
    "5/12 mia: reminder for everyone - cert submission build needs a clean 48h soak on the EXACT build, no exceptions "
    "after what happened with 1.7.4 🙃",
    "Wed 5/13 tom: rc3 had the QA-7781 fix but it broke cloud saves on PS5, reverted in #4521. re-landed properly "
    "for rc4, I'll cut rc4 Thu 5/14 14:00 PT, `release/1.8.2` locked till then",
    "Thu 5/14 mia: rc4 soak kicked off 14:10 PT on 12 devkits (6 PS5, 4 Switch, 2 XSX). so far so good, 0 crashes "
    "in the first hr",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Patch 1.8.2 - build + QA + cert:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "are we still on track to submit 1.8.2 to cert tomorrow (fri)? want to tease it on socials"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "needs a clean 48h soak on the EXACT build" in notes, notes
assert "reverted in #4521" in notes and "rc4 soak kicked off 14:10 PT" in notes, notes
with fault():
    reply = answer(f"(now Thu 2026-05-14 16:00 PT; Lou, community manager) {question}", notes,
                   mock="Yes - 1.8.2 is on track for cert submission on Fri 5/15, rc4's soak is going well so far "
                        "(0 crashes), so tease away.")
finish(question, expected="no - rc4 (the only build with the fix) started its 48h soak Thu 14:10 PT, so it can't be "
                          "submitted before Sat afternoon", actual=reply)
