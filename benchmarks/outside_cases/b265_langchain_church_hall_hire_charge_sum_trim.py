"""Batch 265 (held out). A church hall's bookings: LangChain InMemoryChatMessageHistory + trim_messages (last 11
messages), one root span per turn.

App: St John's church hall in Sowerby is let out by the PCC - the main hall, a kitchen, a stage - to parish groups
(Brownies, the Mothers' Union, the toddler group) and to anyone else for parties and classes. Pam (the bookings
secretary) chats with the parish helper while she sorts the bookings; each turn the chat is trimmed to its last 11
messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the hire rates - £15 an hour for parish groups,
£20 for others, parties 3 hours minimum. Turn 2 is the kitchen (£10 on top, the urn included). In turn 3, after
last night's PCC, Pam says the gas bill has gone through the roof so from 1st Jan it's £18 an hour for parish groups
and £24 for others, kitchen still a tenner - she's to tell everyone. Turns 4 to 8 are the Christmas fair, the
poster on the noticeboard (still "hall hire from £15/hr", she'll redo it), the key holders, the stage lights and
the lost property. By turn 9 the trim drops turns 1 to 3; turns 4 to 8 stay. Question (turn 9, Thu 15/12): "Rachel
from the Brownies wants the hall sat 21st jan 2-6 for their disco + the kitchen - what do I charge her?" -> expected
£82 (4 hrs x £18 + £10). The assistant says £70 (4 x £15 + £10).

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn that put the
parish rate up to £18 from January was in the history and in every window from turn 3 to turn 8, and this trim cut
it from the window the model saw. Asserted: turn 3 is in every window from turn 3 to turn 8 and missing from turn
9's (nothing on £18, £24 or the gas bill); the poster's £15/hr, the key holders and the stage lights are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b265_langchain_church_hall_hire_charge_sum_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = ("Rachel from the Brownies wants the hall sat 21st jan 2-6 for their disco + the kitchen - what do I "
            "charge her?")
TURNS = [
    ("hall rates so I've got them in one place 🙏 £15/hr parish groups (Brownies, MU, toddlers etc), £20/hr anyone "
     "else. parties min 3 hrs + £25 deposit back if it's left tidy",
     "Noted - £15 an hour for parish groups, £20 an hour for everyone else; parties are a 3-hour minimum with a £25 "
     "deposit, returned if the hall's left tidy."),
    ("kitchen's £10 on top whatever the length, urn incl. they wash up their own pots!!",
     "The kitchen is £10 on top of the hire whatever the length, urn included, and hirers wash up themselves."),
    ("PCC last nite 😬 gas bill's gone thru the roof so from 1st jan it's £18/hr parish + £24/hr others. kitchen "
     "stays a tenner. I've to tell everyone",
     "Understood - from 1 January the hire is £18 an hour for parish groups and £24 an hour for others; the kitchen "
     "stays at £10."),
    ("xmas fair went well, £412 for the roof fund!! WI want the same date next yr, 2nd dec",
     "£412 for the roof fund - well done. I've noted the WI want Sat 2 Dec next year."),
    ("poster on the noticeboard still says 'ST JOHN'S HALL - hall hire from £15/hr, parties welcome, ring Pam' - "
     "I'll do a new one when I've a min",
     "Noted - the noticeboard poster needs redoing when you get a chance."),
    ("key holders - me, Brian (verger) + Sue from the toddlers. spare's in the key safe, code 1946 don't tell the "
     "Scouts 😂",
     "Key holders are you, Brian the verger and Sue from the toddler group; the spare is in the key safe."),
    ("stage lights - the dimmer's on its way out, nobody touch the red switch. Brian's getting a quote",
     "Stage lights: the dimmer's failing, keep off the red switch, and Brian is getting a quote."),
    ("lost property box is overflowing, 3 coats, a Zumba mat + somebody's teeth?!",
     "The lost property box has three coats, a Zumba mat and, apparently, some teeth."),
    (QUESTION,
     "£70 - that's 4 hours at the parish rate of £15 an hour, plus £10 for the kitchen."),
]
WINDOW = 11
GONE = ("£18", "£24", "gas bill", "1st jan")


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
            assert not any(w in str(m.content).lower() for m in window[:-1] for w in GONE), window
            assert any("hall hire from £15/hr" in str(m.content) for m in window), window
            assert any("key holders" in str(m.content) for m in window), window
            assert any("the dimmer's on its way out" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("from 1st jan it's £18/hr parish" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Pam's chat - she's the bookings secretary for St John's church hall, "
                                            "Sowerby; today Thu 15 December 2050)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="£82 - 4 hours at the new parish rate of £18 from January, plus £10 for the kitchen",
       actual=reply)
