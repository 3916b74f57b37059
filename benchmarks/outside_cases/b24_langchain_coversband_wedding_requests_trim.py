"""Batch 24 (held out). A covers band leader's running chat: LangChain InMemoryChatMessageHistory + trim_messages
(last 20 messages, token_counter=len, start_on human), one root span per turn.

App: Dave fronts the Jukebox Heroes, a four-piece covers band. He keeps one running chat with an assistant about
gigs, set lists, fees, kit and who can make what. Each turn the app trims the history to the last 20 messages and
sends that window with the new message.

Planted fault (UpdateError, trimmed out of the window): turn 1 passes on the bride's must-plays for the Haddon barn
wedding (14/3): "Valerie (the Amy one not the Zutons lol), Mr Brightside, and Dancing in the Moonlight for the last
bit before the DJ". By turn 11 the window no longer starts there, and the trim of turn 11 drops it. What stays are
the wedding's first dance, timings and fee, and a pub set list that has Mr Brightside in it. Question (turn 11):
"What were the 3 songs Hannah asked us to add for the wedding again?" -> expected the three. The assistant can't
find them and names only the first dance.

Expected verdict: UpdateError at langchain.trim_messages, the trim of turn 11 (inside fault()). Asserted: the
requests message is in every window before turn 11 and missing from turn 11's, which holds the other wedding
turns. Another reading: a response fault is ruled out as the list is not in the final context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b24_langchain_coversband_wedding_requests_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

TURNS = [
    ("Hannah (bride, Haddon barn 14/3) emailed her must-plays - Valerie (the Amy one not the Zutons lol), Mr "
     "Brightside, and Dancing in the Moonlight for the last bit before the DJ. None of them are in the wedding set "
     "yet so we'll need to learn them",
     "Got it - three to learn for Hannah's wedding on 14 March."),
    ("Fee for Haddon is £1,100, 2 x 45 min sets + first dance, deposit £250 paid 2/1",
     "Haddon: GBP 1,100 for two 45-minute sets and the first dance; GBP 250 deposit paid on 2 January."),
    ("Pub gig Sat 21/2 at the Cutter - usual 3 hrs, £400 + food. Set 1 opener Mr Brightside as always, closer "
     "Sweet Caroline (groan)", "The Cutter, Sat 21 Feb: 3 hours, GBP 400 plus food."),
    ("Jonno (drums) can't do 7/3 - cousin's 40th. Need a dep, Mick from the Rusty Nails?",
     "Jonno's out on 7 March - Mick from the Rusty Nails could dep."),
    ("Mick can do it, £120 cash, wants the set list by Weds", "Mick's in for 7 March at GBP 120; send him the set."),
    ("PA - the left top's crackling again, Sam thinks it's the speakon lead not the speaker",
     "Probably the speakon lead on the left top - worth swapping before the next gig."),
    ("Haddon timings: arrive 4, soundcheck b4 the ceremony ends 5.30, first dance 8pm - Perfect (Ed Sheeran), Sam "
     "on acoustic, then straight into set 1", "First dance at 8pm: Perfect, Sam on acoustic, then set one."),
    ("Rehearsal Tues 3/3 at Sam's garage 7.30, bring the wedding set printouts",
     "Rehearsal Tuesday 3 March, 7.30 at Sam's."),
    ("Balance for Haddon (£850) due on the night, cash or BACS, Hannah's dad is sorting it",
     "GBP 850 balance on the night from Hannah's dad."),
    ("Cutter gig went great, packed, landlord wants us back in May", "Brilliant - the Cutter wants you back in May."),
    ("What were the 3 songs Hannah asked us to add for the wedding again? want them on the rehearsal sheet",
     "I can't see a list of requests from Hannah - the only song she's down for is the first dance, Perfect by Ed "
     "Sheeran, with Sam on acoustic."),
]
WINDOW = 20


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
            assert not any("Dancing in the Moonlight" in str(m.content) or "Valerie" in str(m.content)
                           for m in window), window
            assert any("first dance 8pm" in str(m.content) for m in window), window
            assert any("Fee for Haddon" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("Dancing in the Moonlight" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Dave's band notes so far)", mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(TURNS[-1][0], expected="Valerie (Amy Winehouse's version), Mr Brightside and Dancing in the Moonlight",
       actual=reply)
