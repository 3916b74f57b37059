"""Batch 58 (held out). A home-schooling co-op parent's planning chat: LangChain InMemoryChatMessageHistory +
trim_messages (last 12 messages, token_counter=len, start_on human), one root span per turn.

App: Nadia home-educates Ellie (11) and Sam (8) and belongs to the Mendip Home Ed Co-op (14 families, classes on
Wednesdays in the Quaker meeting house). She keeps one chat going with an assistant about the autumn term. Each
turn the app trims the history to the last 12 messages and sends that window with the new message.

Planted fault (UpdateError, trimmed out of the window): turn 1 is her note about the chemistry block: "Dr Imogen
(Lucy's gran, taught chem at Kingswood for 30 yrs!) confirmed the chemistry block for the older ones - 6 weds from
16/9, £7 a session per child as she's bringing all the kit, + a one-off £10 each for goggles/lab coat which they
keep. Ellie's in". Turn 2 pastes the co-op's fees line from the welcome sheet (£5 per child per session for tutored
classes). Later turns are the other classes, a trip and lifts. By turn 7 the trim no longer keeps turn 1. Question
(turn 7): "how much do I owe for Ellie's chemistry this term?" -> expected £52 (6 x £7 + £10). The assistant goes by
the welcome sheet: £30.

Expected verdict: UpdateError at langchain.trim_messages, the trim of turn 7 (inside fault()). Asserted: turn 1 is
in every window before turn 7 and missing from turn 7's, which holds the £5 fees line. Another reading: a response
fault is ruled out, as the £7 rate and the kit fee are not in the final window.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b58_langchain_coop_chemistry_fee_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

TURNS = [
    ("Dr Imogen (Lucy's gran, taught chem at Kingswood for 30 yrs!) confirmed the chemistry block for the older ones "
     "- 6 weds from 16/9, £7 a session per child as she's bringing all the kit, + a one-off £10 each for goggles/lab "
     "coat which they keep. Ellie's in",
     "Noted: chemistry with Dr Imogen, 6 Wednesdays from 16 Sept, £7 per session plus a one-off £10 for goggles and "
     "lab coat; Ellie is signed up."),
    ("the fees bit of the welcome sheet for reference: 'Tutored classes are £5 per child per session, paid half-"
     "termly to Becca (treasurer) by bank transfer. Parent-led sessions are free.'",
     "Co-op fees: £5 per child per session for tutored classes, paid half-termly to Becca; parent-led is free."),
    ("Sam's doing the Lego engineering (parent-led, Tom's dad) 11-12 + then forest school w Rowan at 1.30",
     "Sam: Lego engineering 11-12 (parent-led), forest school with Rowan at 1.30."),
    ("trip to the Roman Baths 14 Oct - group rate £12.50 per kid, adults free w the group, meet 9.45 at the "
     "Pump Room",
     "Roman Baths trip 14 October: £12.50 per child, adults free, meet 9.45 at the Pump Room."),
    ("lifts - I'm doing the Frome lot on weds (Pattersons' 2 + Maya), Becca does the Shepton run",
     "Lifts: you take the Frome children on Wednesdays; Becca does Shepton."),
    ("Ellie wants to do the GCSE English group as well next yr, Jo says start thinking about it after Xmas",
     "GCSE English group: think about it after Christmas, Jo says."),
    ("how much do I owe for Ellie's chemistry this term?",
     "£30 - that's 6 sessions at the co-op's £5 a session for tutored classes, paid to Becca."),
]
WINDOW = 12


def trim(messages):
    return trim_messages(messages, strategy="last", max_tokens=WINDOW, token_counter=len, start_on="human")


history = InMemoryChatMessageHistory()
reply = ""
for i, (user, mock) in enumerate(TURNS, 1):
    with turn_span(f"turn-{i}"):
        history.add_messages([HumanMessage(user)])
        messages = history.messages
        if i == len(TURNS):
            with fault():
                window = trim(messages)
            assert not any("Imogen" in str(m.content) or "£7" in str(m.content) or "£10" in str(m.content)
                           for m in window), window
            assert any("£5 per child per session" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("Dr Imogen (Lucy's gran" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Nadia's co-op notes so far)", mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(TURNS[-1][0], expected="£52 - six sessions at Dr Imogen's rate plus the kit money", actual=reply)
