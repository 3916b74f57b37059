"""Batch 303 (held out). A piano teacher's studio: LangChain InMemoryChatMessageHistory + trim_messages (last 11
messages), one root span per turn.

App: Ruth Ackroyd teaches piano in Sowerby and puts on a spring concert for her pupils each year at St Paul's church
- nine children, one piece each, tea and biscuits after, donations to the church roof. Ruth chats with the studio's
helper while she sorts it; each turn the chat is trimmed to its last 11 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the concert - Sun 23rd March, 3pm at St Paul's, Mr
Hughes has said they can use the grand, nine children, one piece each, Oliver is doing The Entertainer. Turn 2 is the
tickets and the teas. In turn 3 Ruth says Oliver's mum texted - he's sick to death of The Entertainer after doing
it for his Grade 2, so he's swapping to Für Elise (the easy arrangement, in his blue book), fine by her. Turns 4 to
8 are the order of play, the church office's programme (still "5. Oliver Reid - The Entertainer (S. Joplin)", she
needs to send corrections), the page turning, the rehearsal and the certificates. By turn 9 the trim drops turns 1
to 3; turns 4 to 8 stay. Question (turn 9, Thu 20/3, for Oliver's grandad): "what's Oliver playing on sunday? his
grandad wants to listen to it on youtube first 😂" -> expected Für Elise (the easy arrangement). The assistant says
The Entertainer.

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn that changed
Oliver's piece was in the history and in every window from turn 3 to turn 8, and this trim cut it from the window
the model saw. Asserted: turn 3 is in every window from turn 3 to turn 8 and missing from turn 9's (nothing on Für
Elise, the blue book or "sick to death"); the programme, the order of play and the rehearsal are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b303_langchain_piano_studio_concert_piece_which_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "what's Oliver playing on sunday? his grandad wants to listen to it on youtube first 😂"
TURNS = [
    ("SPRING CONCERT 🎹 sun 23rd march 3pm at St Paul's, Mr Hughes says we can use the grand!! 9 kids, one piece "
     "each, 3 mins max. Oliver's doing The Entertainer. can u help me keep track",
     "Of course - spring concert Sun 23 March at 3pm at St Paul's on the grand, nine pupils with one piece each "
     "(three minutes max); Oliver is playing The Entertainer."),
    ("tickets free, donations for the church roof, tea + biscuits after - Mrs Dyson's doing the urn",
     "Free entry with donations to the church roof fund, and tea and biscuits afterwards with Mrs Dyson on the urn."),
    ("Oliver's mum texted 😂 he's sick to death of The Entertainer after doing it for his gr 2 so he's swapping to "
     "Für Elise, the easy arrangement in his blue book - fine by me, he's nearly got it",
     "Noted - Oliver is now playing Für Elise (the easy arrangement from his blue book) instead of The Entertainer."),
    ("order of play - youngest first, Mia then the twins, Oliver 5th, Hannah last w/ her Chopin",
     "Order of play: youngest first - Mia, then the twins, Oliver fifth, and Hannah last with her Chopin."),
    ("church office have done the programme 🙄 '... 4. Zara + Zain Malik - Duet in C ... 5. Oliver Reid - The "
     "Entertainer (S. Joplin) ... 9. Hannah Shaw - Nocturne in E flat (F. Chopin)' - need to send corrections, can "
     "u check the composers",
     "The composer names are right as printed; send the office whatever corrections you need."),
    ("page turning - Mr Hughes will turn for Hannah, the little ones don't need it",
     "Mr Hughes will turn pages for Hannah; the younger ones don't need a page turner."),
    ("rehearsal in the church sat 22nd 10-12, kids bring their music, the grand's a bit stiff on the left hand",
     "Rehearsal at the church Sat 22 March, 10 till 12 - the children bring their music; the grand is stiff in the "
     "bass."),
    ("certificates + a mini easter egg each, I've got 10 in the cupboard (1 spare for Mr Hughes 😂)",
     "A certificate and a mini Easter egg for each child - ten in the cupboard, one spare for Mr Hughes."),
    (QUESTION,
     "The Entertainer by Scott Joplin - the ragtime one, he's 5th on the programme."),
]
WINDOW = 11
GONE = ("für elise", "fur elise", "blue book", "sick to death", "swapping")


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
            assert any("5. Oliver Reid - The Entertainer (S. Joplin)" in str(m.content) for m in window), window
            assert any("Oliver 5th" in str(m.content) for m in window), window
            assert any("rehearsal in the church sat 22nd" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("he's swapping to Für Elise" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Ruth's chat - she teaches piano in Sowerby; today Thu 20 March 2053, "
                                            "the spring concert is Sun 23 March)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="Für Elise (the easy arrangement) - he swapped from The Entertainer", actual=reply)
